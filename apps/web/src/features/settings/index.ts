// The settings feature's public surface: the live stream refreshes the settings when another person changes them.
export { settingsQueries } from './api.ts';
