import { Help, type Command, type CommanderError, type Option } from 'commander';
import { HELP, USAGE_ERRORS } from './texts.de';

/**
 * Commander in German: help titles, option notes and its own usage errors. Called on the
 * program before its commands are added, which inherit these settings. Usage errors are thrown
 * (exitOverride) so that `usageErrorMessage` can say them in German; commander only ever gives
 * its English sentence and a code, so the values are read back from that sentence.
 */
export function speakGerman(program: Command): Command {
  return program
    .helpOption('-h, --help', HELP.helpOption)
    .helpCommand('help [command]', HELP.helpCommand)
    .configureHelp({
      styleTitle: (title) => HELP.titles[title] ?? title,
      // commander writes the placeholders of a usage line in English
      commandUsage: (command) =>
        english
          .commandUsage(command)
          .replace('[options]', HELP.optionsPlaceholder)
          .replace('[command]', HELP.commandPlaceholder),
      subcommandTerm: (command) =>
        english.subcommandTerm(command).replace('[options]', HELP.optionsPlaceholder),
      optionDescription: (option) => describe(option.description, option.argChoices, shownDefault(option)),
      argumentDescription: (argument) =>
        describe(
          argument.description,
          argument.argChoices,
          argument.defaultValue === undefined
            ? undefined
            : (argument.defaultValueDescription ?? JSON.stringify(argument.defaultValue)),
        ),
    })
    .configureOutput({ outputError: () => {} })
    .exitOverride();
}

const english = new Help();

function shownDefault(option: Option): string | undefined {
  if (option.defaultValue === undefined || option.isBoolean()) return undefined;
  return option.defaultValueDescription ?? JSON.stringify(option.defaultValue);
}

function describe(text: string, choices: string[] | undefined, defaultValue: string | undefined): string {
  const notes = [
    choices ? HELP.choices(choices) : null,
    defaultValue === undefined ? null : HELP.defaultValue(defaultValue),
  ].filter((note) => note !== null);
  return notes.length > 0 ? `${text} (${notes.join('; ')})` : text;
}

/** Codes of what commander ends with on purpose: help or version shown. */
const NOT_ERRORS = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version']);

/**
 * The German line for a usage error commander threw, or null when it only ended after showing
 * the help (its exit code tells whether that was asked for). Unknown codes keep commander's text.
 */
export function usageErrorMessage(error: CommanderError): string | null {
  if (NOT_ERRORS.has(error.code)) return null;
  const message = error.message;
  const quoted = [...message.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
  const suggestion = /\(Did you mean (?:one of )?(.+)\?\)/.exec(message)?.[1];
  const withSuggestion = (text: string) =>
    suggestion ? `${text} ${USAGE_ERRORS.didYouMean(suggestion)}` : text;
  switch (error.code) {
    case 'commander.missingArgument':
      return USAGE_ERRORS.missingArgument(quoted[0] ?? '');
    case 'commander.optionMissingArgument':
      return USAGE_ERRORS.optionMissingArgument(quoted[0] ?? '');
    case 'commander.missingMandatoryOptionValue':
      return USAGE_ERRORS.missingMandatoryOption(quoted[0] ?? '');
    case 'commander.unknownOption':
      return withSuggestion(USAGE_ERRORS.unknownOption(quoted[0] ?? ''));
    case 'commander.unknownCommand': {
      const text = USAGE_ERRORS.unknownCommand(quoted[0] ?? '');
      return suggestion ? withSuggestion(text) : `${text} ${USAGE_ERRORS.allCommands}`;
    }
    case 'commander.excessArguments': {
      const [, expected, got] = /Expected (\d+) arguments? but got (\d+)/.exec(message) ?? [];
      return USAGE_ERRORS.excessArguments(Number(expected ?? 0), Number(got ?? 0));
    }
    case 'commander.invalidArgument': {
      const reason = message.replace(/^.*? is invalid(?: for argument '[^']*')?\.\s*/s, '');
      const german = reason.replace(/^Allowed choices are (.*)\.$/, (_, choices: string) =>
        USAGE_ERRORS.allowedChoices(choices),
      );
      return message.startsWith("error: option '")
        ? USAGE_ERRORS.invalidOptionValue(quoted[0] ?? '', quoted[1] ?? '', german)
        : USAGE_ERRORS.invalidArgumentValue(quoted[1] ?? '', quoted[0] ?? '', german);
    }
    default:
      return message;
  }
}
