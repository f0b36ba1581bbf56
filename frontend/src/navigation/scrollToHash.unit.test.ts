import { hashTarget, scrollToHash, SCROLL_TO_HASH_DELAY_MS } from './scrollToHash';

describe('scrollToHash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const deps = (scrollTo: (id: string) => void) => ({
    schedule: (run: () => void, ms: number) => Number(setTimeout(run, ms)),
    cancel: (handle: number) => clearTimeout(handle),
    scrollTo,
  });

  it('scrolls to the element after 600 ms, not before', () => {
    const scrolled: string[] = [];
    scrollToHash(
      '#agb',
      deps((id) => scrolled.push(id)),
    );
    jest.advanceTimersByTime(SCROLL_TO_HASH_DELAY_MS - 1);
    expect(scrolled).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scrolled).toEqual(['agb']);
    expect(SCROLL_TO_HASH_DELAY_MS).toBe(600);
  });

  it('does nothing without a hash and can be cancelled', () => {
    const scrolled: string[] = [];
    scrollToHash(
      '',
      deps((id) => scrolled.push(id)),
    );
    const cancel = scrollToHash(
      '#datenschutz',
      deps((id) => scrolled.push(id)),
    );
    cancel();
    jest.advanceTimersByTime(1000);
    expect(scrolled).toEqual([]);
  });

  it('decodes the target id', () => {
    expect(hashTarget('#gr%C3%BC%C3%9Fe')).toBe('grüße');
    expect(hashTarget('#')).toBeUndefined();
  });
});
