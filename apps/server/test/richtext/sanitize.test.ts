import { isSafeRichText } from '@qc/domain';
import { describe, expect, it } from 'vitest';
import { richTextFileIds, sanitizeRichText, signRichTextImages } from '../../src/richtext/index.ts';

const FILE = '0b6f1c8e-2f4a-4c1e-9d57-3a1b2c3d4e5f';

describe('rich text sanitiser', () => {
  it('keeps the allowed subset as it is', () => {
    const html =
      '<h2 dir="auto">الدرس الأول</h2><p dir="rtl">سورة <strong>الفاتحة</strong> و<em>Tajweed</em> <u>مهم</u></p>' +
      '<ul><li>أ</li></ul><ol start="2"><li>ب</li></ol><blockquote dir="ltr">quote</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts with their content, styles and style attributes', () => {
    expect(sanitizeRichText('<p>قبل</p><script>alert(1)</script><p>بعد</p>')).toBe(
      '<p>قبل</p><p>بعد</p>',
    );
    expect(sanitizeRichText('<style>p{color:red}</style><p style="color:red">نص</p>')).toBe(
      '<p>نص</p>',
    );
    expect(sanitizeRichText('<SCRIPT SRC=//x.example/a.js></SCRIPT><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<iframe src="https://x.example"></iframe><p>x</p>')).toBe('<p>x</p>');
  });

  it('removes event handlers', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover=alert(2)>نص</p>')).toBe('<p>نص</p>');
    expect(sanitizeRichText('<img src="https://img.example/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://img.example/a.png" />',
    );
  });

  it('removes javascript: and data: links but keeps the words', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">اضغط</a>')).toBe('<a>اضغط</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a>x</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('opens external links without giving them the page (rel=noopener)', () => {
    expect(sanitizeRichText('<a href="https://quran.example/1" rel="opener">رابط</a>')).toBe(
      '<a href="https://quran.example/1" rel="noopener noreferrer" target="_blank">رابط</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.org">بريد</a>')).toBe(
      '<a href="mailto:a@b.org">بريد</a>',
    );
  });

  it('keeps images over https or from stored files, and nothing else', () => {
    expect(sanitizeRichText('<img src="http://img.example/a.png">')).toBe('');
    expect(sanitizeRichText('<p>x<img src="javascript:alert(1)"></p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p>x<img src="/etc/passwd"></p>')).toBe('<p>x</p>');
    // A stored file keeps its bare address; the signature the editor saw is dropped.
    expect(
      sanitizeRichText(`<img src="/api/files/${FILE}?exp=1&amp;sig=abcdefghijkl" alt="غلاف">`),
    ).toBe(`<img src="/api/files/${FILE}" alt="غلاف" />`);
  });

  it('keeps only the directions a text may have', () => {
    expect(sanitizeRichText('<p dir="auto">a</p><p dir="sideways">b</p>')).toBe(
      '<p dir="auto">a</p><p>b</p>',
    );
  });

  it('gives nothing for a value without words', () => {
    expect(sanitizeRichText('<p></p><p>&nbsp;</p>')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });

  it('what it produces passes the domain check', () => {
    const nasty =
      '<div onclick=x><p style="x" dir="rtl">نص <a href="https://a.example" target="_top">x</a></p>' +
      `<img src="/api/files/${FILE}?exp=1&sig=abc"><object data="x"></object><font>y</font></div>`;
    expect(isSafeRichText(sanitizeRichText(nasty))).toBe(true);
  });

  it('signs stored images for a reader and lists them for the record', () => {
    const html = `<p>x</p><img src="/api/files/${FILE}" alt="a" /><img src="https://img.example/b.png" />`;
    expect(richTextFileIds(html)).toEqual([FILE]);
    expect(signRichTextImages(html, (id) => `/api/files/${id}?exp=9&sig=s`)).toBe(
      `<p>x</p><img src="/api/files/${FILE}?exp=9&amp;sig=s" alt="a" /><img src="https://img.example/b.png" />`,
    );
  });
});
