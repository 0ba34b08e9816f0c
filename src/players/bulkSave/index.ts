/** Configuration of one or many players: the form, its rules, the plan it makes and the run (001 §4). */
export * from './form';
export * from './plan';
export * from './rules';
export * from './types';
export {
  loginXml,
  loginCredentials,
  parseLoginXml,
  type LoginCredentials,
  type StoredLogin,
} from './loginXml';
export { downloadDetail, isDownloadFailure, zipFileName } from './firmwareDownload';
export { createProgressTracker, stepPercent, type ProgressTracker, type ProgressUnit } from './progress';
export { runConfiguration, type RunConfigurationOptions } from './runConfiguration';
export { readCurrentSettings, type CurrentSettings } from './currentSettings';
