import { describe, expect, it } from 'vitest';
import { checkAttachments } from './attachment-check.ts';
import {
  checkAttachment,
  cleanFileName,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
} from './attachment-types.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

describe('attachment types', () => {
  it('accepts a file whose first bytes match its declared type', () => {
    expect(checkAttachment('image/png', PNG)).toBeNull();
    expect(checkAttachment('IMAGE/PNG', PNG)).toBeNull();
    expect(checkAttachment('application/pdf', PDF)).toBeNull();
    expect(checkAttachment('text/plain', new TextEncoder().encode('سلام عليكم'))).toBeNull();
  });

  it('refuses types outside the list, content of another kind, empty and oversized files', () => {
    expect(checkAttachment('text/html', HTML)).toBe('type');
    expect(checkAttachment('image/svg+xml', HTML)).toBe('type');
    expect(checkAttachment('image/png', HTML)).toBe('content');
    expect(checkAttachment('application/pdf', PNG)).toBe('content');
    expect(checkAttachment('text/plain', new Uint8Array([0x41, 0, 0x42]))).toBe('content');
    expect(checkAttachment('text/plain', new Uint8Array([0xc3, 0x28]))).toBe('content');
    expect(checkAttachment('image/png', new Uint8Array())).toBe('empty');
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(PNG);
    expect(checkAttachment('image/png', big)).toBe('tooLarge');
  });

  it('reports every file of a message with its index, the count and the total', () => {
    const issues = checkAttachments([
      { name: 'a.png', type: 'image/png', bytes: PNG },
      { name: 'b.png', type: 'image/png', bytes: HTML },
      { name: 'c.exe', type: 'application/x-msdownload', bytes: PNG },
    ]);
    expect(issues.map((i) => [i.field, i.code])).toEqual([
      ['attachments.1', 'conversations.attachment.contentMismatch'],
      ['attachments.2', 'conversations.attachment.typeNotAllowed'],
    ]);
    expect(issues[0]?.params?.name).toBe('b.png');

    const many = Array.from({ length: MAX_ATTACHMENTS_PER_MESSAGE + 1 }, (_, i) => ({
      name: `${i}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    expect(checkAttachments(many)).toEqual([
      {
        field: 'attachments',
        code: 'conversations.attachment.tooMany',
        params: {
          max: MAX_ATTACHMENTS_PER_MESSAGE,
          count: MAX_ATTACHMENTS_PER_MESSAGE,
          n: MAX_ATTACHMENTS_PER_MESSAGE,
        },
      },
    ]);

    const half = new Uint8Array(MAX_ATTACHMENT_BYTES);
    half.set(PNG);
    const total = checkAttachments([
      { name: '1.png', type: 'image/png', bytes: half },
      { name: '2.png', type: 'image/png', bytes: half },
    ]);
    expect(total.map((i) => i.code)).toEqual(['conversations.attachment.totalTooLarge']);
  });

  it('cleans file names of folders and invisible or unsafe characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\x\\تقرير\u202e.pdf')).toBe('تقرير.pdf');
    expect(cleanFileName('a"b<c>.txt')).toBe('abc.txt');
    expect(cleanFileName('  ..  ')).toBe('file');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(200);
  });
});
