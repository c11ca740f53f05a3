import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStaticMarkup } from './static-markup.server';

function Greeting({ name, items }: { name: string; items: string[] }) {
  return h('section', null, h('h2', null, 'Hello ', name), h('ul', null, ...items.map((item) => h('li', { key: item }, item))));
}

describe('renderStaticMarkup', () => {
  it('renders the component with its props to plain HTML, escaped, without hydration markers', () => {
    expect(renderStaticMarkup(Greeting, { name: '<Parbo & co>', items: ['roti', 'pom'] })).toBe(
      '<section><h2>Hello &lt;Parbo &amp; co&gt;</h2><ul><li>roti</li><li>pom</li></ul></section>',
    );
  });
});
