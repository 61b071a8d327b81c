import {
  createToastStore,
  DEFAULT_TOAST_DURATION_MS,
  TOAST_EXIT_MS,
  type ToastStore,
} from './toast-store';

describe('createToastStore', () => {
  let store: ToastStore;

  beforeEach(() => {
    jest.useFakeTimers();
    store = createToastStore();
  });

  afterEach(() => {
    store.dispose();
    jest.useRealTimers();
  });

  it('shows a toast with the default variant and a 5 s duration', () => {
    store.show({ title: 'Code copied!' });

    expect(store.getSnapshot()).toMatchObject({
      title: 'Code copied!',
      variant: 'default',
      durationMs: DEFAULT_TOAST_DURATION_MS,
      open: true,
    });
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
  });

  it('closes after the default duration and leaves the DOM after the exit animation', () => {
    store.show({ title: 'Registered successfully', variant: 'success' });

    jest.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()?.open).toBe(true);

    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()?.open).toBe(false);

    jest.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getSnapshot()).toBeNull();
  });

  it('honours a custom duration', () => {
    store.show({ title: 'Stay Updated!', durationMs: 10_000 });

    jest.advanceTimersByTime(9_999);
    expect(store.getSnapshot()?.open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()?.open).toBe(false);
  });

  it('keeps at most one toast: a new one replaces the old and restarts the countdown', () => {
    store.show({ title: 'First' });
    const first = store.getSnapshot();
    jest.advanceTimersByTime(4_000);

    store.show({ title: 'Second' });
    const second = store.getSnapshot();
    expect(second?.title).toBe('Second');
    expect(second?.id).not.toBe(first?.id);

    // The first toast's timer must not close the second one.
    jest.advanceTimersByTime(1_000 + TOAST_EXIT_MS);
    expect(store.getSnapshot()).toMatchObject({ title: 'Second', open: true });

    jest.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1_000 - TOAST_EXIT_MS);
    expect(store.getSnapshot()?.open).toBe(false);
  });

  it('a toast shown during the exit animation of another is not removed by it', () => {
    store.show({ title: 'Leaving' });
    store.dismiss();
    store.show({ title: 'Arriving' });

    jest.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getSnapshot()).toMatchObject({ title: 'Arriving', open: true });
  });

  it('dismisses on demand', () => {
    store.show({ title: 'Error', variant: 'destructive' });
    store.dismiss();

    expect(store.getSnapshot()?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getSnapshot()).toBeNull();
  });

  it('pauses the countdown and resumes it with the time that was left', () => {
    store.show({ title: 'Paused' });
    jest.advanceTimersByTime(3_000);

    store.pause();
    jest.advanceTimersByTime(60_000);
    expect(store.getSnapshot()?.open).toBe(true);

    store.resume();
    jest.advanceTimersByTime(1_999);
    expect(store.getSnapshot()?.open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()?.open).toBe(false);
  });

  it('ignores a second pause so the remaining time is not counted twice', () => {
    store.show({ title: 'Hovered and focused' });
    jest.advanceTimersByTime(1_000);
    store.pause();
    jest.advanceTimersByTime(1_000);
    store.pause();
    store.resume();

    jest.advanceTimersByTime(3_999);
    expect(store.getSnapshot()?.open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()?.open).toBe(false);
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);

    store.show({ title: 'One' });
    store.dismiss();
    jest.advanceTimersByTime(TOAST_EXIT_MS);
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    store.show({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
