import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml keeps content markup', () => {
  it('keeps the allowed tags and their text', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>soft</em> text<br>next line</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Quote</blockquote><h3>a</h3><h4>b</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps lang on section and span, and nothing else on them', () => {
    expect(
      sanitizeHtml(
        '<section lang="fr" class="x" id="y"><p>Bonjour <span lang="en-CA" style="color:red">hi</span></p></section>',
      ),
    ).toBe('<section lang="fr"><p>Bonjour <span lang="en-CA">hi</span></p></section>');
  });

  it('keeps safe links and adds rel="noopener"', () => {
    expect(sanitizeHtml('<a href="https://canada.ca/charities-giving" target="_blank">CRA</a>')).toBe(
      '<a href="https://canada.ca/charities-giving" rel="noopener">CRA</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@example.ca">mail</a>')).toBe(
      '<a href="mailto:help@example.ca" rel="noopener">mail</a>',
    );
    expect(sanitizeHtml('<a href="/pages/privacy?x=1&amp;y=2#top">p</a>')).toBe(
      '<a href="/pages/privacy?x=1&amp;y=2#top" rel="noopener">p</a>',
    );
  });

  it('keeps character references and escapes stray markup characters in text', () => {
    expect(sanitizeHtml('<p>5 &lt; 6 &amp; R&D &eacute; a < b > c</p>')).toBe(
      '<p>5 &lt; 6 &amp; R&amp;D &eacute; a &lt; b &gt; c</p>',
    );
  });

  it('closes what was left open and ignores closings of tags never opened', () => {
    expect(sanitizeHtml('<section lang="en"><p>open <strong>bold</p></div></section>')).toBe(
      '<section lang="en"><p>open <strong>bold</strong></p></section>',
    );
    expect(sanitizeHtml('<ul><li>a')).toBe('<ul><li>a</li></ul>');
  });
});

describe('sanitizeHtml removes attacks', () => {
  const cases: [string, string][] = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<p>a</p><script>never closed <p>b</p>', '<p>a</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg onload=alert(1)><p>inside</p></svg>', ''],
    ['<math><mtext><p>x</p></mtext></math>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<p onclick="alert(1)" style="x">hi</p>', '<p>hi</p>'],
    ['<p title="><script>alert(1)</script>">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="&#x6A;avascript&colon;alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="javascript&#58alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="//evil.example">x</a>', '<a rel="noopener">x</a>'],
    ['<a href="/\\evil.example">x</a>', '<a rel="noopener">x</a>'],
    [
      '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
      '<a href="https://ok.example" rel="noopener">x</a>',
    ],
    [
      '<a href="https://ok.example/"onclick="alert(1)">x</a>',
      '<a href="https://ok.example/" rel="noopener">x</a>',
    ],
    [
      "<a href='https://ok.example/?q=\"><script>'>x</a>",
      '<a href="https://ok.example/?q=&quot;&gt;&lt;script&gt;" rel="noopener">x</a>',
    ],
    ['<!--><script>alert(1)</script>--><p>ok</p>', '<p>ok</p>'],
    ['<!-- <p>hidden</p> --><p>ok</p>', '<p>ok</p>'],
    ['<![CDATA[<script>alert(1)</script>]]><p>ok</p>', 'alert(1)]]&gt;<p>ok</p>'],
    ['<section lang="en&quot; onload=&quot;x">t</section>', '<section>t</section>'],
    ['<span lang="fr" onmouseover=alert(1)>t</span>', '<span lang="fr">t</span>'],
    ['<form action="/x"><input name="a"><button>go</button></form>', 'go'],
    [
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
      '',
    ],
    ['<p>unterminated <a href="https://x.example" onclick="alert(1)"', '<p>unterminated </p>'],
    ['<textarea><p>not markup</p></textarea>', ''],
    ['<template><img src=x onerror=alert(1)></template>', ''],
  ];
  it.each(cases)('%s', (input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|<img|<svg|<iframe|on\w+=|javascript:/i);
  });
});

describe('safeHref', () => {
  it('accepts http(s), mailto and paths; refuses other schemes', () => {
    expect(safeHref('https://canada.ca')).toBe('https://canada.ca');
    expect(safeHref('HTTP://example.ca')).toBe('HTTP://example.ca');
    expect(safeHref('mailto:a@b.ca')).toBe('mailto:a@b.ca');
    expect(safeHref('/pages/terms')).toBe('/pages/terms');
    expect(safeHref('#faq')).toBe('#faq');
    expect(safeHref('privacy')).toBe('privacy');
    expect(safeHref('tel:18885550199')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});
