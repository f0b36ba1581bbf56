import session from 'express-session';
import { throttleTouch, TOUCH_INTERVAL_MS } from './session';

describe('session touch', () => {
  afterEach(() => jest.useRealTimers());

  it('writes a session’s idle expiry at most once a minute, each session on its own', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const store = new session.MemoryStore();
    const geschrieben: string[] = [];
    store.touch = (sid, _sess, callback) => {
      geschrieben.push(sid);
      callback?.();
    };
    throttleTouch(store);
    const sess = { cookie: new session.Cookie() } as session.SessionData;
    const beruehren = (sid: string) =>
      new Promise<void>((resolve) => {
        store.touch(sid, sess, () => resolve());
      });

    await beruehren('a');
    await beruehren('a');
    await beruehren('b');
    jest.advanceTimersByTime(TOUCH_INTERVAL_MS - 1);
    await beruehren('a');
    expect(geschrieben).toEqual(['a', 'b']);
    jest.advanceTimersByTime(1);
    await beruehren('a');
    expect(geschrieben).toEqual(['a', 'b', 'a']);
  });
});
