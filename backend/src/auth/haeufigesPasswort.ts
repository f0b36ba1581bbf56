import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';

let pruefer: ZxcvbnFactory | undefined;

/**
 * True when the password is on zxcvbn's lists of common passwords, German words and names, or
 * is as easy to guess (score below 3: fewer than 10^8 guesses). The spec's character rules alone
 * let "Passwort1!" through. Loaded on first use: the dictionaries are several megabytes.
 */
export const istHaeufigesPasswort = (passwort: string, benutzerAngaben: string[] = []): boolean => {
  pruefer ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...de.dictionary },
    graphs: common.adjacencyGraphs,
    translations: de.translations,
  });
  return pruefer.check(passwort, benutzerAngaben).score < 3;
};
