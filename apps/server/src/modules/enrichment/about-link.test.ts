import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { findAboutLink } from './page-facts.js';

const home = 'https://www.example.test/';
const linked = (anchor: string) => findAboutLink(load(`<nav>${anchor}</nav>`), home);

describe("the profile's about page, in the languages of our clients", () => {
  it.each([
    ['<a href="/om-os">Om os</a>', 'https://www.example.test/om-os'],
    ['<a href="/quem-somos">Quem somos</a>', 'https://www.example.test/quem-somos'],
    ['<a href="/sobre-nos">Sobre nós</a>', 'https://www.example.test/sobre-nos'],
    ['<a href="/o-firmie">O firmie</a>', 'https://www.example.test/o-firmie'],
    ['<a href="/yritys/meista">Meistä</a>', 'https://www.example.test/yritys/meista'],
  ])('%s', (anchor, url) => {
    expect(linked(anchor)).toBe(url);
  });

  it('takes no other page for it', () => {
    expect(linked('<a href="/custom-os">Custom OS builds</a>')).toBeUndefined();
    expect(linked('<a href="/produkter">Produkter</a>')).toBeUndefined();
  });
});
