export * from './sanitize';
export * from './options';
export * from './formIds';
export * from './validation';
export * from './payload';
export * from './messages';
export * from './submission';
