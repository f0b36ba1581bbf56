import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import type { Rolle } from '@abfallportal/common/permissions';
import { handelbareBenutzer } from './handelbareBenutzer';

let naechsteId = 1;
const benutzer = (vorname: string, nachname: string, rolle: Rolle, aktiv = true): VerwalteterBenutzer => ({
  id: naechsteId++,
  email: `${vorname.toLowerCase()}@firma.example`,
  anrede: null,
  vorname,
  nachname,
  telefon: null,
  rolle,
  erzeugerId: 7,
  bestellwertGrenze: null,
  aktiv,
  zugangsdatenGesendetAm: null,
  unterschriftZusatz: null,
  version: 1,
});

describe('whom support may act as for a producer', () => {
  it('lists the owner first, then the users by surname in German order', () => {
    const liste = handelbareBenutzer([
      benutzer('Zora', 'Ziegler', 'BENUTZER'),
      benutzer('Ute', 'Öztürk', 'SONSTIGE'),
      benutzer('Paul', 'Adler', 'BENUTZER'),
      benutzer('Max', 'Mustermann', 'INHABER'),
    ]);
    expect(liste.map((b) => `${b.vorname} ${b.nachname}`)).toEqual(['Max Mustermann', 'Paul Adler', 'Ute Öztürk', 'Zora Ziegler']);
  });

  it('leaves out staff accounts and deactivated users', () => {
    const liste = handelbareBenutzer([
      benutzer('Sina', 'Support', 'SUPPORT'),
      benutzer('Anton', 'Admin', 'ADMIN'),
      benutzer('Olga', 'Alt', 'BENUTZER', false),
      benutzer('Lena', 'Neumann', 'BENUTZER'),
    ]);
    expect(liste.map((b) => b.vorname)).toEqual(['Lena']);
  });
});
