import type { ConfigurationDraft } from './configurationModel';
import { emptyDraft } from './payload';

/**
 * Complete drafts of each display type, for the tests of the rules and the payload (beside them: the bottom layer
 * imports nothing from src/test).
 */
export const roomDraft: ConfigurationDraft = {
  ...emptyDraft('dev-1', 'RD'),
  region: 'reg-1',
  room: 'room-7',
  profile: 'prof-rd',
  theme: 'theme-rd',
  duration: 25,
};

export const floorDraft: ConfigurationDraft = {
  ...emptyDraft('dev-2', 'FD'),
  region: 'reg-1',
  building: 'bld-1',
  selectedFloors: ['flr-1', 'flr-3'],
  defaultFloor: 'flr-3',
  profile: 'prof-fd',
  theme: 'theme-fd',
};

export const feedbackDraft: ConfigurationDraft = {
  ...emptyDraft('dev-3', 'FBD'),
  profile: 'prof-fbd',
  theme: 'theme-ignored',
  location: 'loc-4',
};
