import { afterEach, describe, expect, it } from 'vitest';
import { asksServer, firstPaintUrl, holdInput, htmlPageId, htmlPagePath, showHtmlPage, showPage } from './loader.ts';

const signedIn = () => {
  localStorage.setItem('jwt', 'a-token');
  localStorage.setItem('auth', JSON.stringify({ id: 'u1' }));
};

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelector('#server-paint-styles')?.remove();
  delete window.__serverPaint;
});

describe('the first-paint loader (decision 0052)', () => {
  it('asks the server for someone signed in, on any screen but signing in or out', () => {
    expect(asksServer('/books', localStorage)).toBe(false);
    signedIn();
    expect(asksServer('/books', localStorage)).toBe(true);
    expect(asksServer('/', localStorage)).toBe(true);
    for (const path of ['/login', '/logout', '/logout/expired']) expect(asksServer(path, localStorage)).toBe(false);
  });

  it('asks for the address, the viewport and the filter the device keeps', () => {
    localStorage.setItem(
      'filter',
      JSON.stringify({ schoolName: 'Gakugei', className: 'PM', date: '2026-11-20', chosenOn: '2026-11-20' }),
    );
    const url = new URL(
      firstPaintUrl({ pathname: '/sessions', search: '?view=time' }, localStorage, {
        width: 390.4,
        height: 844,
        fieldSizing: true,
      }),
      'https://x',
    );
    expect(url.pathname).toBe('/api/first-paint');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/sessions',
      search: '?view=time',
      width: '390',
      height: '844',
      fieldSizing: '1',
      school: 'Gakugei',
      class: 'PM',
      date: '2026-11-20',
      chosenOn: '2026-11-20',
    });
    localStorage.setItem('filter', '{not json');
    const plain = new URL(
      firstPaintUrl({ pathname: '/', search: '' }, localStorage, { width: 1280, height: 900, fieldSizing: false }),
      'https://x',
    );
    expect([...plain.searchParams.keys()]).toEqual(['path', 'search', 'width', 'height', 'fieldSizing']);
  });

  it('shows the page in place of the loading shell, with its styles and language', () => {
    document.body.innerHTML = '<div id="root"><p>Loading...</p></div>';
    showPage(
      { html: '<main><h1>本</h1></main>', css: 'h1{color:red}', state: { queries: [] }, language: 'ja' },
      '/books',
      '42',
    );
    expect(document.getElementById('root')!.innerHTML).toBe('<main><h1>本</h1></main>');
    expect(document.getElementById('server-paint-styles')!.textContent).toBe('h1{color:red}');
    expect(document.documentElement.lang).toBe('ja');
    expect(window.__serverPaint).toMatchObject({ at: '/books', state: { queries: [] }, position: '42' });
    window.__serverPaint!.release();
  });

  it('holds typing and taps until the app is there, then taps the last tapped element again', () => {
    document.body.innerHTML =
      '<form><input id="name"><button id="a" type="button">A</button><button id="b">B</button></form>';
    const taps: string[] = [];
    for (const id of ['a', 'b']) document.getElementById(id)!.addEventListener('click', () => taps.push(id));
    let submitted = 0;
    document.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted += 1;
    });
    const release = holdInput();
    const typed = new InputEvent('beforeinput', { cancelable: true, bubbles: true, data: 'x' });
    document.getElementById('name')!.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(true);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true, bubbles: true });
    document.getElementById('name')!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    expect(taps).toEqual([]);
    expect(submitted).toBe(0);

    release();
    expect(taps).toEqual(['b']);
    expect(submitted).toBe(1);
    document.getElementById('a')!.click();
    expect(taps).toEqual(['b', 'a']);
  });

  it("shows a signed-out visitor the page index.html holds for the address, in the visitor's language", () => {
    expect(htmlPagePath('/not-found', localStorage)).toBe('/not-found');
    // The home page sends a signed-out visitor to the sign-in page.
    expect(htmlPagePath('/', localStorage)).toBe('/login');
    const template = (path: string, language: string, markup: string) =>
      `<template id="${htmlPageId(path, language)}">${markup}</template>`;
    document.body.innerHTML =
      '<div id="root"><p>Loading...</p></div>' +
      template('/login', 'en', '<h1>Log in</h1>') +
      template('/login', 'ja', '<h1>ログイン</h1>');
    localStorage.setItem('sign-in-language', 'ja');
    expect(showHtmlPage('/login')).toBe('ja');
    expect(document.getElementById('root')!.innerHTML).toBe('<h1>ログイン</h1>');
    expect(document.documentElement.lang).toBe('ja');
    // A page the build holds none of is left to the app.
    expect(showHtmlPage('/sessions')).toBeNull();
    expect(document.getElementById('root')!.innerHTML).toBe('<h1>ログイン</h1>');
    signedIn();
    expect(htmlPagePath('/login', localStorage)).toBeNull();
  });

  it("lets typing through on a form that takes its fields' values, and still holds its taps and its submit", () => {
    document.body.innerHTML = '<form><input id="name"><button id="send">Log in</button></form>';
    let submitted = 0;
    document.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted += 1;
    });
    const release = holdInput(document, { typing: true });
    const typed = new InputEvent('beforeinput', { cancelable: true, bubbles: true, data: 'x' });
    document.getElementById('name')!.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    const key = new KeyboardEvent('keydown', { key: 'a', cancelable: true, bubbles: true });
    document.getElementById('name')!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    document.getElementById('send')!.click();
    expect(submitted).toBe(0);
    release();
    expect(submitted).toBe(1);
  });
});
