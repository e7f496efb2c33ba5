import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../src/lib/i18n';

// The app's own i18n, in Italian as a clinic sees it (a test switches language where it needs to).
await initI18n().changeLanguage('it');

// jsdom has <dialog> but not its modal methods (jsdom#3294): open and close it as a browser would.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// jsdom lays nothing out, so it has no scrolling.
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
});
