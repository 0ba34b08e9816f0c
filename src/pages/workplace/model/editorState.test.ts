import { describe, expect, it } from 'vitest';
import {
  defaultWorkplaceFeatures,
  defaultWorkplaceTheme,
  type WorkplaceConfig,
} from '../../../domain/workplace/types';
import { changesFrom } from './changes';
import { draftOf, editorReducer, loadedState, themeToSend, uploadPercent, uploadsOf } from './editorState';
import { setAvailableView, setSelectedView } from './features';
import { pictureModel, textOn } from './picture';

const config = (changes: Partial<WorkplaceConfig> = {}): WorkplaceConfig => ({
  theme: defaultWorkplaceTheme(),
  features: defaultWorkplaceFeatures(),
  isPreviewEnabled: false,
  lastModified: 100,
  ...changes,
});
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const logo = (name: string, size = 10) => ({
  file: file(name, size),
  dataUrl: `data:image/png;base64,${name}`,
});

describe('workplace editor state', () => {
  it('edits the pushed preview when there is one, else the live configuration', () => {
    const live = config();
    const preview = config({
      isPreviewEnabled: true,
      lastModified: 200,
      theme: { ...live.theme, accentColor: '#ff0000' },
    });
    const state = loadedState(live, preview);
    expect(state).toMatchObject({ previewPushed: true, modified: false, theme: { accentColor: '#ff0000' } });
    expect(draftOf(state, state.theme).lastModified).toBe(200);
    expect(loadedState(live, config()).previewPushed).toBe(false);
  });

  it('becomes modified on an edit; a pushed preview makes it pushed and unmodified', () => {
    let state = loadedState(config(), config());
    state = editorReducer(state, { type: 'theme', changes: { accentColor: '#00ff00' } });
    expect(state.modified).toBe(true);
    state = editorReducer(state, { type: 'file', slot: 'dark', logo: logo('a') });
    expect(state.files.dark?.file.name).toBe('a');
    const pushed = config({ isPreviewEnabled: true, lastModified: 300 });
    state = editorReducer(state, { type: 'previewPushed', config: pushed });
    expect(state).toMatchObject({
      modified: false,
      previewPushed: true,
      files: {},
      base: { lastModified: 300 },
    });
  });

  it('removing a logo clears its address too', () => {
    const live = config({ theme: { ...defaultWorkplaceTheme(), darkThemeLogoURL: 'https://x/a.png' } });
    const state = editorReducer(loadedState(live, config()), { type: 'file', slot: 'dark', logo: null });
    expect(state.theme.darkThemeLogoURL).toBe('');
  });

  it('uploads only the pending logos the theme uses, and sends one logo for both modes in both fields', () => {
    let state = loadedState(config(), config());
    state = editorReducer(state, { type: 'theme', changes: { themeLogoType: 'logo', useSameLogo: true } });
    state = editorReducer(state, { type: 'file', slot: 'dark', logo: logo('d') });
    state = editorReducer(state, { type: 'file', slot: 'light', logo: logo('l') });
    expect(uploadsOf(state).map(([slot]) => slot)).toEqual(['dark']);
    const sent = themeToSend(state.theme, { dark: 'https://m/d.png' });
    expect(sent).toMatchObject({ darkThemeLogoURL: 'https://m/d.png', lightThemeLogoURL: 'https://m/d.png' });
  });

  it('counts upload progress as bytes sent over bytes to send', () => {
    expect(uploadPercent([50, 0], [100, 100])).toBe(25);
    expect(uploadPercent([100, 100], [100, 100])).toBe(100);
    expect(uploadPercent([], [])).toBe(100);
  });
});

describe('what changed', () => {
  it('lists each changed field with its value before and after, and nothing when unchanged', () => {
    const live = config();
    expect(changesFrom(live, live.theme, live.features, {})).toEqual([]);
    const theme = { ...live.theme, accentColor: '#000000', brandingType: 'logo' as const };
    const features = { ...live.features, flags: { ...live.features.flags, confidential: true } };
    expect(changesFrom(live, theme, features, { 'brand dark': logo('brand.png') })).toEqual([
      {
        field: 'accentColor',
        before: { kind: 'text', text: '#1976d2' },
        after: { kind: 'text', text: '#000000' },
      },
      {
        field: 'brandingType',
        before: { kind: 'choice', value: 'text' },
        after: { kind: 'choice', value: 'logo' },
      },
      {
        field: 'brandingDarkLogo',
        label: 'brandingLogo',
        before: { kind: 'logo', name: null },
        after: { kind: 'logo', name: 'brand.png' },
      },
      { field: 'confidential', before: { kind: 'flag', on: false }, after: { kind: 'flag', on: true } },
    ]);
  });
});

describe('what changed, with one logo for both modes or one for each', () => {
  it('names the shared logo after its group, and a logo of one mode after that mode', () => {
    const live = config();
    const both = { ...live.theme, themeLogoType: 'logo' as const, useSameLogo: true };
    const [, shared] = changesFrom(live, both, live.features, { dark: logo('acme.png') });
    expect(shared).toMatchObject({ field: 'darkThemeLogoURL', label: 'themeLogo' });
    const each = { ...both, useSameLogo: false };
    const own = changesFrom(live, each, live.features, { dark: logo('acme.png') });
    expect(own.find((change) => change.field === 'darkThemeLogoURL')).not.toHaveProperty('label');
  });
});

describe('floor plan views', () => {
  it('selects only available views and drops the selection of a view made unavailable', () => {
    let features = defaultWorkplaceFeatures();
    expect(setSelectedView(features, '3d', true)).toBe(features);
    features = setAvailableView(features, '3d', true);
    features = setSelectedView(features, '3d', true);
    expect(features.floorplan.selectedFloorplanViews).toEqual(['2d', '3d']);
    features = setAvailableView(features, '2d', false);
    expect(features.floorplan).toMatchObject({
      availableViews: ['list', '3d'],
      selectedFloorplanViews: ['3d'],
    });
  });
});

describe('the picture of the app', () => {
  it('shows the accent colour, the branding text and a tile per feature that is on', () => {
    const features = defaultWorkplaceFeatures();
    const model = pictureModel(
      'dark',
      { ...defaultWorkplaceTheme(), accentColor: '#ffeb3b', brandingText: 'Acme' },
      features,
      {},
    );
    expect(model).toMatchObject({
      accent: '#ffeb3b',
      onAccent: '#000000',
      brand: { kind: 'text', text: 'Acme' },
      logo: null,
    });
    expect(model.tiles).toEqual(['floorplan', 'equipmentAndServices', 'recurrence', 'request']);
  });

  it('shows a chosen file at once, the dark logo in both modes with one logo, and the light one otherwise', () => {
    const theme = {
      ...defaultWorkplaceTheme(),
      themeLogoType: 'logo' as const,
      useSameLogo: false,
      lightThemeLogoURL: 'https://x/l.png',
    };
    const files = { dark: logo('d') };
    expect(pictureModel('dark', theme, defaultWorkplaceFeatures(), files).logo).toEqual({
      src: 'data:image/png;base64,d',
    });
    expect(pictureModel('light', theme, defaultWorkplaceFeatures(), files).logo).toEqual({
      src: 'https://x/l.png',
    });
    expect(
      pictureModel('light', { ...theme, useSameLogo: true }, defaultWorkplaceFeatures(), files).logo,
    ).toEqual({
      src: 'data:image/png;base64,d',
    });
  });

  it('keeps the last good accent colour shape while one is typed, and picks readable text', () => {
    expect(
      pictureModel(
        'light',
        { ...defaultWorkplaceTheme(), accentColor: '#12' },
        defaultWorkplaceFeatures(),
        {},
      ).accent,
    ).toBe('#1976d2');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(textOn('#ffffff')).toBe('#000000');
  });
});
