/**
 * How long a journey waits for what a person would see before it fails. A busy machine (CI and people share
 * theirs; journeys measured at load 26 on two cores) can take over 10 s to draw a cold page in a new browser
 * context; waiting longer costs nothing when the page is there sooner, and only delays the report of a real failure.
 */
export const SEE_MS = 20_000;
