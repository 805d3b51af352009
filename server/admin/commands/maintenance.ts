// maintenance on | off | status
import { expectWords, type CommandDefinition } from '../command';
import { UsageError } from '../args';
import { quoteForTerminal } from '../terminalText';

export const maintenance: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 1, 'maintenance on|off|status');
    const [mode] = words;
    if (mode === 'status') {
      return async (store) => {
        io.stdout(`Maintenance mode is ${(await store.getMaintenance()) ? 'on' : 'off'}.\n`);
      };
    }
    if (mode !== 'on' && mode !== 'off') throw new UsageError(`Unknown maintenance mode ${quoteForTerminal(mode ?? '')}: use on, off or status.`);
    return async (store) => {
      await store.setMaintenance(mode === 'on');
      io.stdout(`Maintenance mode is ${mode}.\n`);
    };
  },
};
