// The settings feature's public surface: other features read and write settings through these.
export { settingsRoutes } from './routes.ts';
export { readSetting, writeSetting } from './service.ts';
export { createSettingsService, type SettingsService } from './service.ts';
export { settingsLiveRule } from './live-rule.ts';
