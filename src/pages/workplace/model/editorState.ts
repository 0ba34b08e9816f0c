import {
  LOGO_FIELD,
  type LogoSlot,
  type WorkplaceConfig,
  type WorkplaceConfigDraft,
  type WorkplaceFeatures,
  type WorkplaceTheme,
} from '../../../domain/workplace/types';

/**
 * The workplace configuration editor as pure state (001 §4 Workplace config): what was loaded, what is edited,
 * whether a preview is pushed and unmodified since, and what the editor is busy with.
 */

/** A logo chosen as a file: uploaded on Save or Preview, shown at once from its data URL. */
export interface PendingLogo {
  file: File;
  dataUrl: string;
}
export type PendingLogos = Partial<Record<LogoSlot, PendingLogo>>;

export type Busy = 'uploading' | 'saving' | 'previewing' | 'discarding' | null;

export interface EditorState {
  /** The live configuration as last loaded (what "what changed" compares with). */
  live: WorkplaceConfig;
  /** What the form started from: the pushed preview if there is one, else the live configuration. */
  base: WorkplaceConfig;
  theme: WorkplaceTheme;
  features: WorkplaceFeatures;
  files: PendingLogos;
  previewPushed: boolean;
  /** Edited since the configuration was loaded or the preview pushed. */
  modified: boolean;
  busy: Busy;
  /** Percent of the logo uploads, while they run. */
  uploadPercent: number | null;
}

export type EditorAction =
  | { type: 'loaded'; live: WorkplaceConfig; preview: WorkplaceConfig }
  | { type: 'theme'; changes: Partial<WorkplaceTheme> }
  | { type: 'features'; features: WorkplaceFeatures }
  | { type: 'file'; slot: LogoSlot; logo: PendingLogo | null }
  | { type: 'busy'; busy: Busy }
  | { type: 'progress'; percent: number }
  | { type: 'previewPushed'; config: WorkplaceConfig };

/** The editor after a (re)load: a pushed preview is edited on, otherwise the live configuration. */
export function loadedState(live: WorkplaceConfig, preview: WorkplaceConfig): EditorState {
  const base = preview.isPreviewEnabled ? preview : live;
  return {
    live,
    base,
    theme: { ...base.theme },
    features: structuredClone(base.features),
    files: {},
    previewPushed: preview.isPreviewEnabled,
    modified: false,
    busy: null,
    uploadPercent: null,
  };
}

/** The slots whose logo the theme uses with the "same logo" choices: one logo for both fills the dark slot. */
export function usedSlots(theme: WorkplaceTheme): LogoSlot[] {
  const slots: LogoSlot[] = [];
  if (theme.brandingType === 'logo') {
    slots.push('brand dark');
    if (!theme.useSameBrandingLogo) slots.push('brand light');
  }
  if (theme.themeLogoType === 'logo') {
    slots.push('dark');
    if (!theme.useSameLogo) slots.push('light');
  }
  return slots;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'loaded':
      return loadedState(action.live, action.preview);
    case 'theme':
      return { ...state, theme: { ...state.theme, ...action.changes }, modified: true };
    case 'features':
      return { ...state, features: action.features, modified: true };
    case 'file': {
      const files = { ...state.files };
      if (action.logo) files[action.slot] = action.logo;
      else delete files[action.slot];
      const theme = action.logo ? state.theme : { ...state.theme, [LOGO_FIELD[action.slot]]: '' };
      return { ...state, files, theme, modified: true };
    }
    case 'busy':
      return { ...state, busy: action.busy, uploadPercent: action.busy === 'uploading' ? 0 : null };
    case 'progress':
      return { ...state, uploadPercent: Math.max(0, Math.min(100, action.percent)) };
    case 'previewPushed':
      return {
        ...state,
        base: action.config,
        theme: { ...action.config.theme },
        features: structuredClone(action.config.features),
        files: {},
        previewPushed: true,
        modified: false,
        busy: null,
        uploadPercent: null,
      };
  }
}

/**
 * The theme to send once the logos are uploaded: uploaded addresses in their fields, and with one logo for
 * both modes the dark one copied to the light field, so the app needs no rule of its own.
 */
export function themeToSend(
  theme: WorkplaceTheme,
  uploaded: Partial<Record<LogoSlot, string>>,
): WorkplaceTheme {
  const next: WorkplaceTheme = { ...theme };
  for (const [slot, url] of Object.entries(uploaded) as [LogoSlot, string][]) {
    (next[LOGO_FIELD[slot]] as string) = url;
  }
  if (next.useSameBrandingLogo) next.brandingLightLogo = next.brandingDarkLogo;
  if (next.useSameLogo) next.lightThemeLogoURL = next.darkThemeLogoURL;
  return next;
}

/** Save and Preview send the edited configuration with the lastModified it was built on. */
export const draftOf = (state: EditorState, theme: WorkplaceTheme): WorkplaceConfigDraft => ({
  theme,
  features: state.features,
  lastModified: state.base.lastModified,
});

/** The files to upload before a save or preview: the pending logos of the slots the theme uses. */
export const uploadsOf = (state: EditorState): [LogoSlot, PendingLogo][] =>
  usedSlots(state.theme).flatMap((slot) => {
    const logo = state.files[slot];
    return logo ? [[slot, logo] as [LogoSlot, PendingLogo]] : [];
  });

/** Percent over several uploads: bytes sent over bytes to send (001 §9). */
export function uploadPercent(loaded: readonly number[], totals: readonly number[]): number {
  const total = totals.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return 100;
  const sent = loaded.reduce((sum, value, index) => sum + Math.min(value, totals[index] ?? 0), 0);
  return Math.round((sent / total) * 100);
}
