import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml, sanitizeStoredHtml, storedImageSrc } from './sanitize-html';

describe('sanitizeHtml keeps content markup', () => {
  it('keeps the allowed tags and their text', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>soft</em> text<br />next line</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Quote</blockquote><h3>a</h3><h4>b</h4>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<p>a<br>b</p>')).toBe('<p>a<br />b</p>');
  });

  it('keeps lang on section and span, and nothing else on them', () => {
    expect(
      sanitizeHtml(
        '<section lang="fr" class="x" id="y"><p>Bonjour <span lang="en-CA" style="color:red">hi</span></p></section>',
      ),
    ).toBe('<section lang="fr"><p>Bonjour <span lang="en-CA">hi</span></p></section>');
  });

  it('keeps safe links; external ones get rel="noopener noreferrer nofollow"', () => {
    expect(sanitizeHtml('<a href="https://canada.ca/charities-giving" target="_blank">CRA</a>')).toBe(
      '<a href="https://canada.ca/charities-giving" rel="noopener noreferrer nofollow">CRA</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@example.ca">mail</a>')).toBe(
      '<a href="mailto:help@example.ca">mail</a>',
    );
    expect(sanitizeHtml('<a href="/pages/privacy?x=1&amp;y=2#top">p</a>')).toBe(
      '<a href="/pages/privacy?x=1&amp;y=2#top">p</a>',
    );
    // A rel written by the author is replaced, never trusted.
    expect(sanitizeHtml('<a href="/blog" rel="opener">b</a>')).toBe('<a href="/blog">b</a>');
  });

  it('decodes character references and escapes stray markup characters in text', () => {
    expect(sanitizeHtml('<p>5 &lt; 6 &amp; R&D &eacute; a < b > c</p>')).toBe(
      '<p>5 &lt; 6 &amp; R&amp;D é a &lt; b &gt; c</p>',
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
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A;avascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&#58alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
    [
      '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
      '<a href="https://ok.example" rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      '<a href="https://ok.example/"onclick="alert(1)">x</a>',
      '<a href="https://ok.example/" rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      "<a href='https://ok.example/?q=\"><script>'>x</a>",
      '<a href="https://ok.example/?q=&quot;&gt;&lt;script&gt;" rel="noopener noreferrer nofollow">x</a>',
    ],
    ['<!--><script>alert(1)</script>--><p>ok</p>', '--&gt;<p>ok</p>'],
    ['<!-- <p>hidden</p> --><p>ok</p>', '<p>ok</p>'],
    ['<![CDATA[<script>alert(1)</script>]]><p>ok</p>', '<p>ok</p>'],
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

describe('sanitizeHtml keeps what the rich-text editor produces', () => {
  it('keeps images with http(s) or site paths, their alt text and numeric size, loaded lazily', () => {
    expect(
      sanitizeHtml('<img src="/media/abc/featured.webp" alt="A red truck" width="1200" height="630">'),
    ).toBe(
      '<img src="/media/abc/featured.webp" alt="A red truck" loading="lazy" width="1200" height="630" />',
    );
    expect(sanitizeHtml('<img src="https://cdn.example/a.jpg" title="t" class="x">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="" loading="lazy" />',
    );
  });

  it('keeps tables with their cell spans and header scope', () => {
    const html =
      '<table><tbody><tr><th colspan="2" scope="col"><p>Year</p></th></tr><tr><td rowspan="2"><p>2016</p></td><td><p>Corolla</p></td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(
      sanitizeHtml('<table style="x"><tr><td colspan="1" style="width:9px" data-x="1">a</td></tr></table>'),
    ).toBe('<table><tr><td>a</td></tr></table>');
  });

  it('keeps code blocks, marks and rules; maps h1 to h2 and h5/h6 to h4', () => {
    expect(sanitizeHtml('<pre><code class="language-ts evil">const a = 1;</code></pre><hr>')).toBe(
      '<pre><code class="language-ts">const a = 1;</code></pre><hr />',
    );
    expect(sanitizeHtml('<h1>A</h1><h5>B</h5><h6>C</h6><p><u>u</u> <s>s</s> <mark>m</mark></p>')).toBe(
      '<h2>A</h2><h4>B</h4><h4>C</h4><p><u>u</u> <s>s</s> <mark>m</mark></p>',
    );
  });
});

describe('sanitizeHtml removes attacks on the new tags', () => {
  it('keeps quotes inside alt text escaped, so they cannot open a new attribute', () => {
    expect(sanitizeHtml('<img src="/a.webp" alt="&quot; onerror=&quot;alert(1)">')).toBe(
      '<img src="/a.webp" alt="&quot; onerror=&quot;alert(1)" loading="lazy" />',
    );
  });

  const cases: [string, string][] = [
    ['<img src="javascript:alert(1)" alt="x">', ''],
    ['<img src="&#106;avascript:alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', ''],
    ['<img src="//evil.example/x.png">', ''],
    ['<img src="x.png">', ''],
    [
      '<img src="/media/a.webp" onerror="alert(1)" onload=alert(1)>',
      '<img src="/media/a.webp" alt="" loading="lazy" />',
    ],
    [
      '<img src="/media/a.webp" width="100%" height="1;background:url(x)">',
      '<img src="/media/a.webp" alt="" loading="lazy" />',
    ],
    ['<img srcset="javascript:alert(1) 1x" src="/a.webp">', '<img src="/a.webp" alt="" loading="lazy" />'],
    [
      '<table><tr><td background="javascript:alert(1)" onmouseover="x">a</td></tr></table>',
      '<table><tr><td>a</td></tr></table>',
    ],
    ['<table><tr><th colspan="2 onclick=alert(1)">a</th></tr></table>', '<table><tr><th>a</th></tr></table>'],
    [
      '<a href="https://ok.example" target="_blank" rel="opener">x</a>',
      '<a href="https://ok.example" rel="noopener noreferrer nofollow">x</a>',
    ],
    ['<a href="  javascript:alert(1)" rel="noopener noreferrer nofollow">x</a>', '<a>x</a>'],
    ['<code class="language-x" onclick="alert(1)">c</code>', '<code class="language-x">c</code>'],
    ['<ol start="1 onclick=alert(1)"><li>a</li></ol>', '<ol><li>a</li></ol>'],
    ['<blockquote cite="javascript:alert(1)">q</blockquote>', '<blockquote>q</blockquote>'],
  ];
  it.each(cases)('%s', (input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|<svg|<iframe|\son\w+=|javascript:|data:/i);
  });
});

describe('sanitizeStoredHtml (the read path)', () => {
  it('gives what sanitizeHtml gives, the first time and when it is remembered', () => {
    const bodies = [
      '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
      '<h2>Title</h2><img src="/media/a.webp" alt="a &quot;car&quot;"><table><tr><td>1</td></tr></table>',
      '',
    ];
    for (const body of bodies) {
      expect(sanitizeStoredHtml(body)).toBe(sanitizeHtml(body));
      expect(sanitizeStoredHtml(body)).toBe(sanitizeHtml(body));
    }
  });

  it('still sanitizes after more distinct bodies than it remembers', () => {
    for (let i = 0; i < 250; i++) sanitizeStoredHtml(`<p>${i}<script>x</script></p>`);
    expect(sanitizeStoredHtml('<p>0<script>x</script></p>')).toBe('<p>0</p>');
  });
});

describe('storedImageSrc', () => {
  it('keeps a site path or an http(s) address as it is, and refuses anything that would need cleaning', () => {
    expect(storedImageSrc(' /media/a.webp ')).toBe('/media/a.webp');
    expect(storedImageSrc('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    for (const bad of [
      null,
      '',
      'javascript:alert(1)',
      '//evil.example/a.png',
      '/a b.png',
      '/a".png',
      '/a&amp;b.png',
      'data:image/png;base64,AA',
    ])
      expect(storedImageSrc(bad)).toBeNull();
  });
});
