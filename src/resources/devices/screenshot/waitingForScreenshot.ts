/** True while a requested picture has not arrived: asked for after the newest one was taken. */
export const isWaitingForScreenshot = (
  shot: { takenAt: string | null; requestedAt: string | null } | undefined,
  askedAt: string | null,
): boolean => {
  if (shot?.requestedAt) return true;
  if (!askedAt) return false;
  return !shot?.takenAt || Date.parse(shot.takenAt) < Date.parse(askedAt);
};
