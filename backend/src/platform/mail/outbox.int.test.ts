import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { enqueueMail } from './outbox';

const mail = {
  empfaenger: 'anna.muster@example.org',
  betreff: 'Ihr Bestätigungscode',
  text: 'Ihr Code lautet 123456. Link: https://portal.example/login',
  links: ['https://portal.example/login'],
  anlass: 'VERIFIZIERUNGSCODE',
};

describe('enqueueMail', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());
  beforeEach(() => t.db('mail_outbox').delete());

  it('writes no mail when the transaction rolls back', async () => {
    await expect(
      t.db.transaction(async (trx) => {
        await enqueueMail(trx, mail);
        throw new Error('Ursache scheitert');
      }),
    ).rejects.toThrow('Ursache scheitert');
    expect(await t.db('mail_outbox').count({ n: '*' }).first()).toEqual({
      n: 0,
    });
  });

  it('writes exactly one unsent mail when the transaction commits', async () => {
    const id = await t.db.transaction((trx) => enqueueMail(trx, mail));
    const rows = await t.db('mail_outbox').select();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...mail,
      id,
      gesendet_am: null,
      versuche: 0,
      letzter_fehler: null,
    });
  });

  it('refuses a link that the text does not contain', async () => {
    await expect(
      enqueueMail(t.db, {
        ...mail,
        links: ['https://portal.example/anderswo'],
      }),
    ).rejects.toThrow('Jeder Link muss im Text stehen');
  });

  it('refuses a subject with a line break', async () => {
    await expect(enqueueMail(t.db, { ...mail, betreff: 'Hallo\r\nBcc: x@example.org' })).rejects.toThrow('Betreff ohne Zeilenumbruch');
  });
});
