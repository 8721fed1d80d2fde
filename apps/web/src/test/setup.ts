import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import NProgress from 'nprogress';
import { initI18n, loadTranslationAreas, translationAreas } from '../lib/i18n';

// The route bar's trickle timer would outlive a test file's DOM and throw once jsdom is torn down.
NProgress.configure({ trickle: false });

// Lazy pages load slowly on a busy 2-core CI machine: wait for them longer than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that antd relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// Components are rendered here without their page loaders: every feature's texts up front.
await initI18n('en');
await loadTranslationAreas(translationAreas());

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
