/** Configuration of one or many players: the form, its rules, the plan it makes and the run (001 §4). */
export * from './form';
export * from './plan';
export * from './rules';
export * from './types';
export { downloadProblem } from './firmwareDownload';
export { runConfiguration } from './runConfiguration';
export { readCurrentSettings } from './currentSettings';
