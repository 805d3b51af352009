// The error a bad setting stops the start with, naming the setting (server/config.ts and the settings modules it reads).
export class ConfigError extends Error {
  constructor(readonly setting: string, problem: string) {
    super(`Invalid configuration: ${setting} ${problem}`);
    this.name = 'ConfigError';
  }
}
