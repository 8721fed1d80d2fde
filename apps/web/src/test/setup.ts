import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import NProgress from 'nprogress';
import { initI18n, loadTranslationAreas, translationAreas } from '../lib/i18n';
import { setMessageApi, type MessageApi } from '../lib/notify';
import { clearViews } from '../app/layout/tags-store';

// The route bar's trickle timer would outlive a test file's DOM and throw once jsdom is torn down.
NProgress.configure({ trickle: false });

// Lazy pages load slowly on a busy 2-core CI machine: wait for them longer than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

// antd's CSS-in-JS writes thousands of rules into <head>, and jsdom matches every one of them on each
// getComputedStyle, which antd's popups (per ancestor, looking for scrollers) and testing-library's role
// queries call again and again: half of the web tests' time went there. jsdom lays nothing out, so the
// rules only ever decided display and visibility, which antd also sets inline where it hides things.
// Style elements go to a detached node instead; rc-util follows a redirected <head> (its qiankun support).
const styleSink = document.createElement('div');
const head = document.head;
const headInsertBefore = head.insertBefore.bind(head);
const headAppendChild = head.appendChild.bind(head);
const headRemoveChild = head.removeChild.bind(head);
head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
  node instanceof HTMLStyleElement
    ? styleSink.insertBefore(node, child?.parentNode === styleSink ? child : null)
    : headInsertBefore(node, child);
head.appendChild = <T extends Node>(node: T): T =>
  node instanceof HTMLStyleElement ? styleSink.appendChild(node) : headAppendChild(node);
head.removeChild = <T extends Node>(node: T): T =>
  node.parentNode === styleSink ? styleSink.removeChild(node) : headRemoveChild(node);

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

const dropToasts = { success() {}, error() {}, warning() {}, info() {} } as unknown as MessageApi;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  // Files share their modules (vitest.config.ts): a toast left waiting for an instance, or a visited
  // page's tag, must not reach the next test.
  setMessageApi(dropToasts);
  clearViews();
  setMessageApi(null);
});
