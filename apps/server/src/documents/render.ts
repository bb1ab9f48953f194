import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDate, surfaceDigits, toDigits, translate } from '@qc/domain';
import { FACES, FAMILIES, WEIGHTS, font, fontName, type Weight } from './fonts.ts';
import {
  directionOf,
  type Align,
  type DocumentBlock,
  type DocumentSpec,
  type GridCell,
  type GridStyle,
} from './spec.ts';
import { layoutLine, lineWidth, wrapText, type Measurer, type Piece } from './text-layout.ts';

type Doc = PDFKit.PDFDocument;

const INK = '#1f2d3d';
const MUTED = '#5b6770';
const ACCENT = '#9a7b2f';
const DEEP = '#1e5b4f';
const ACCENT_DEFAULT = ACCENT;
const DEEP_DEFAULT = DEEP;
const PAGE_SIZES = { A4: [595.28, 841.89], A5: [419.53, 595.28], LETTER: [612, 792] } as const;
/** Amiri is tall (ascenders and descenders for Arabic marks): lines need room. */
const LINE = 1.55;
const FOOTER_HEIGHT = 78;

interface OpenedImage {
  width: number;
  height: number;
}

function newDocument(title: string | undefined): Doc {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: title ?? '', Producer: 'qc documents', Creator: 'qc documents' },
    // Fixed dates and no random ids would make output reproducible; PDFKit only lets us fix
    // the creation date.
  });
  // Registered by name only: a PDF embeds the glyphs of the fonts it draws with, no others.
  for (const family of FAMILIES)
    for (const face of FACES)
      for (const weight of WEIGHTS) {
        // PDFKit takes a parsed fontkit font as well as bytes (its types only list bytes).
        doc.registerFont(
          fontName(face, weight, family),
          font(face, weight, family) as unknown as Buffer,
        );
      }
  return doc;
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Draws one DocumentSpec onto an open PDFKit document, starting a new page. */
class Painter {
  private readonly dir: 'rtl' | 'ltr';
  private readonly measure: Measurer;
  private readonly width: number;
  private readonly height: number;
  private readonly margin: number;
  private y = 0;
  private pageNumber = 0;

  constructor(
    private readonly doc: Doc,
    private readonly spec: DocumentSpec,
    private readonly images: WeakMap<Buffer, OpenedImage>,
  ) {
    this.dir = directionOf(spec.language);
    this.measure = {
      width: (font, size, text) => doc.font(font).fontSize(size).widthOfString(text),
      family: spec.font ?? 'amiri',
    };
    const [w, h] = PAGE_SIZES[spec.page?.size ?? 'A4'];
    const landscape = spec.page?.orientation === 'landscape';
    this.width = landscape ? h : w;
    this.height = landscape ? w : h;
    this.margin = spec.page?.margin ?? 48;
  }

  private get left() {
    return this.margin + this.inset;
  }
  private get right() {
    return this.width - this.margin - this.inset;
  }
  private get inset() {
    return this.spec.page?.border && this.spec.page.border !== 'none' ? 18 : 0;
  }
  private get bottom() {
    return this.height - this.margin - this.inset - (this.spec.footer ? FOOTER_HEIGHT : 0);
  }

  digits(text: string, keep?: boolean): string {
    return this.spec.language === 'ar' && !keep ? toDigits(text, this.digitSystem) : text;
  }

  /** The digits the document's numbers are printed in (the organisation's, in Arabic). */
  get digitSystem() {
    return surfaceDigits(this.spec.language, this.spec.digits);
  }

  paint(): void {
    this.newPage();
    for (const block of this.spec.blocks) this.block(block);
  }

  private newPage(): void {
    this.doc.addPage({
      size: [this.width, this.height],
      margin: 0,
    });
    this.pageNumber += 1;
    this.border();
    this.y = this.margin + this.inset;
    if (this.pageNumber === 1) this.header();
    this.footer();
  }

  private ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  // ---- text ------------------------------------------------------------------------------

  private drawPieces(
    pieces: Piece[],
    y: number,
    align: Align,
    from: number,
    to: number,
    size: number,
    color: string,
  ): void {
    const w = lineWidth(pieces);
    const start = this.dir === 'rtl' ? 'right' : 'left';
    const side =
      align === 'center'
        ? 'center'
        : align === 'start'
          ? start
          : start === 'right'
            ? 'left'
            : 'right';
    let x = side === 'center' ? (from + to - w) / 2 : side === 'left' ? from : to - w;
    for (const piece of pieces) {
      this.doc.font(piece.font).fontSize(size).fillColor(color);
      this.doc.text(piece.text, x, y, { lineBreak: false });
      x += piece.width;
    }
  }

  /** Writes wrapped text between `from` and `to` at the cursor; returns the height used. */
  private text(
    text: string,
    o: {
      size: number;
      weight: Weight;
      align: Align;
      color: string;
      keepDigits?: boolean;
      from?: number;
      to?: number;
      flow?: boolean;
    },
  ): number {
    const from = o.from ?? this.left;
    const to = o.to ?? this.right;
    const lines = wrapText(
      this.digits(text, o.keepDigits),
      this.dir,
      o.weight,
      o.size,
      to - from,
      this.measure,
    );
    const lineHeight = o.size * LINE;
    let used = 0;
    for (const pieces of lines) {
      if (o.flow !== false) this.ensure(lineHeight);
      this.drawPieces(pieces, this.y + used, o.align, from, to, o.size, o.color);
      used += lineHeight;
      if (o.flow !== false) {
        this.y += lineHeight;
        used = 0;
      }
    }
    return o.flow === false ? used : lines.length * lineHeight;
  }

  // ---- blocks ----------------------------------------------------------------------------

  private block(block: DocumentBlock): void {
    switch (block.kind) {
      case 'heading':
        this.text(block.text, {
          size: block.size ?? 22,
          weight: block.bold === false ? 400 : 700,
          align: block.align ?? 'center',
          color: block.color ?? DEEP,
          keepDigits: block.keepDigits,
        });
        this.y += 4;
        return;
      case 'paragraph':
        this.text(block.text, {
          size: block.size ?? 11,
          weight: block.bold ? 700 : 400,
          align: block.align ?? 'start',
          color: block.color ?? INK,
          keepDigits: block.keepDigits,
        });
        return;
      case 'rows':
        return this.rows(block);
      case 'table':
        return this.table(block);
      case 'signatures':
        return this.signatures(block.items, block.atBottom);
      case 'space':
        this.y += block.height;
        return;
      case 'grid':
        return this.grid(block);
      case 'rule': {
        this.ensure(12);
        const span = (this.right - this.left) * Math.min(1, Math.max(0.05, block.width ?? 1));
        const from = (this.left + this.right - span) / 2;
        this.doc
          .moveTo(from, this.y + 6)
          .lineTo(from + span, this.y + 6)
          .lineWidth(0.6)
          .strokeColor(ACCENT)
          .stroke();
        this.y += 12;
        return;
      }
    }
  }

  private rows(block: Extract<DocumentBlock, { kind: 'rows' }>): void {
    const size = block.size ?? 11;
    const sep = this.spec.language === 'fr' ? ' : ' : ': ';
    if (block.align === 'center') {
      for (const row of block.rows) {
        const label = this.digits(row.label);
        const value = this.digits(row.value, row.keepDigits);
        // Label and value as two measured parts so the label can be bold.
        const lh = size * LINE;
        this.ensure(lh);
        const a = layoutLine(label + sep.trimEnd(), this.dir, 400, size, this.measure);
        const b = layoutLine(value, this.dir, 700, size, this.measure);
        const gap = this.measure.width(fontName('latin', 400, this.measure.family), size, ' ');
        const total = lineWidth(a) + gap + lineWidth(b);
        if (total > this.right - this.left) {
          // Too long for one line: one centred, wrapped paragraph.
          this.text(`${row.label}${sep}${row.value}`, {
            size,
            weight: 400,
            align: 'center',
            color: INK,
            keepDigits: row.keepDigits,
          });
          continue;
        }
        const startX = (this.left + this.right - total) / 2;
        // In right-to-left the label comes first on the right.
        if (this.dir === 'rtl') {
          this.drawPieces(b, this.y, 'center', startX, startX + lineWidth(b), size, INK);
          this.drawPieces(
            a,
            this.y,
            'center',
            startX + lineWidth(b) + gap,
            startX + total,
            size,
            MUTED,
          );
        } else {
          this.drawPieces(a, this.y, 'center', startX, startX + lineWidth(a), size, MUTED);
          this.drawPieces(
            b,
            this.y,
            'center',
            startX + lineWidth(a) + gap,
            startX + total,
            size,
            INK,
          );
        }
        this.y += lh;
      }
      return;
    }
    const split = this.left + (this.right - this.left) * 0.35;
    for (const row of block.rows) {
      const lh = size * LINE;
      this.ensure(lh);
      const labelBox = this.dir === 'rtl' ? [split + 8, this.right] : [this.left, split - 8];
      const valueBox = this.dir === 'rtl' ? [this.left, split - 8] : [split + 8, this.right];
      const h1 = this.text(row.label, {
        size,
        weight: 700,
        align: 'start',
        color: MUTED,
        from: labelBox[0],
        to: labelBox[1],
        flow: false,
      });
      const h2 = this.text(row.value, {
        size,
        weight: 400,
        align: 'start',
        color: INK,
        keepDigits: row.keepDigits,
        from: valueBox[0],
        to: valueBox[1],
        flow: false,
      });
      this.y += Math.max(h1, h2);
    }
  }

  private table(block: Extract<DocumentBlock, { kind: 'table' }>): void {
    const size = block.size ?? 10;
    const total = block.columns.reduce((s, c) => s + (c.width ?? 1), 0);
    const span = this.right - this.left;
    // Column boxes from the start side.
    const boxes: Array<[number, number]> = [];
    let offset = 0;
    for (const column of block.columns) {
      const w = (span * (column.width ?? 1)) / total;
      boxes.push(
        this.dir === 'rtl'
          ? [this.right - offset - w + 4, this.right - offset - 4]
          : [this.left + offset + 4, this.left + offset + w - 4],
      );
      offset += w;
    }
    const row = (cells: string[], weight: Weight, color: string) => {
      const heights = cells.map((cell, i) => {
        const box = boxes[i];
        if (!box) return 0;
        return (
          wrapText(this.digits(cell), this.dir, weight, size, box[1] - box[0], this.measure)
            .length *
          size *
          LINE
        );
      });
      const h = Math.max(size * LINE, ...heights) + 4;
      this.ensure(h);
      cells.forEach((cell, i) => {
        const box = boxes[i];
        if (!box) return;
        this.text(cell, {
          size,
          weight,
          align: block.columns[i]?.align ?? 'start',
          color,
          from: box[0],
          to: box[1],
          flow: false,
        });
      });
      this.y += h;
      this.doc
        .moveTo(this.left, this.y - 2)
        .lineTo(this.right, this.y - 2)
        .lineWidth(0.4)
        .strokeColor('#c9cfd4')
        .stroke();
    };
    row(
      block.columns.map((c) => c.title),
      700,
      DEEP,
    );
    for (const cells of block.rows) row(cells, 400, INK);
  }

  private signatures(items: Array<{ title: string; name?: string }>, atBottom = false): void {
    if (items.length === 0) return;
    const size = 11;
    const h = 70;
    this.ensure(h);
    if (atBottom) this.y = Math.max(this.y, this.bottom - h);
    const span = (this.right - this.left) / items.length;
    const top = this.y + 28;
    items.forEach((item, i) => {
      const from = this.dir === 'rtl' ? this.right - span * (i + 1) : this.left + span * i;
      const to = from + span;
      const lineFrom = from + span * 0.18;
      const lineTo = to - span * 0.18;
      this.doc.moveTo(lineFrom, top).lineTo(lineTo, top).lineWidth(0.6).strokeColor(MUTED).stroke();
      const save = this.y;
      this.y = top + 4;
      this.text(item.title, {
        size,
        weight: 700,
        align: 'center',
        color: INK,
        from,
        to,
        flow: false,
      });
      if (item.name) {
        this.y = top + 4 + size * LINE;
        this.text(item.name, {
          size: size - 1,
          weight: 400,
          align: 'center',
          color: MUTED,
          from,
          to,
          flow: false,
        });
      }
      this.y = save;
    });
    this.y += h;
  }

  // ---- grid of placed boxes (report cards) -----------------------------------------------

  private grid(block: Extract<DocumentBlock, { kind: 'grid' }>): void {
    // The grid takes the rest of the page; a grid that has less than a third of a page
    // starts a new one.
    if (this.bottom - this.y < (this.bottom - this.margin) / 3) this.newPage();
    const top = this.y;
    const cw = (this.right - this.left) / block.columns;
    const ch = (this.bottom - top) / block.rows;
    const style = block.style ?? {};
    for (const cell of block.cells) {
      const w = cell.w * cw;
      const h = cell.h * ch;
      const x = this.dir === 'rtl' ? this.right - (cell.x + cell.w) * cw : this.left + cell.x * cw;
      this.gridCell(cell, x + 3, top + cell.y * ch + 3, w - 6, h - 6, style);
    }
    this.y = this.bottom;
  }

  private gridCell(
    cell: GridCell,
    x: number,
    y: number,
    w: number,
    h: number,
    style: GridStyle,
  ): void {
    const d = this.doc;
    const box = style.box ?? 'thin';
    const radius = style.corners === 'rounded' ? 6 : 0;
    const primary = style.primary ?? DEEP;
    const ink = style.text ?? INK;
    const size = style.size ?? 10;
    const framed = !cell.bare && cell.content.type !== 'image' && cell.content.type !== 'qr';
    if (framed && (box !== 'none' || style.panel)) {
      d.save();
      d.roundedRect(x, y, w, h, radius);
      if (style.panel) d.fillColor(style.panel);
      if (box !== 'none')
        d.lineWidth(box === 'thick' ? 1.6 : 0.6).strokeColor(style.border ?? '#c9cfd4');
      if (style.panel && box !== 'none') d.fillAndStroke();
      else if (style.panel) d.fill();
      else d.stroke();
      d.restore();
    }
    d.save();
    d.rect(x, y, w, h).clip();
    const pad = framed ? 6 : 0;
    const from = x + pad;
    const to = x + w - pad;
    const save = this.y;
    this.y = y + pad / 2;
    if (cell.title) {
      this.y += this.text(cell.title, {
        size: size + 1,
        weight: 700,
        align: 'start',
        color: primary,
        from,
        to,
        flow: false,
      });
    }
    const inner = { from, to, bottom: y + h - pad / 2 };
    const c = cell.content;
    switch (c.type) {
      case 'text':
        this.text(c.text, {
          size: c.size ?? size,
          weight: c.bold ? 700 : 400,
          align: c.align ?? 'start',
          color: c.color ?? ink,
          keepDigits: c.keepDigits,
          from,
          to,
          flow: false,
        });
        break;
      case 'figure': {
        const big = Math.min(30, Math.max(14, (inner.bottom - this.y) * 0.45));
        const rest = inner.bottom - this.y;
        this.y += Math.max(0, (rest - big * LINE - (c.caption ? size * LINE : 0)) / 2);
        this.y += this.text(c.value, {
          size: big,
          weight: 700,
          align: 'center',
          color: primary,
          from,
          to,
          flow: false,
        });
        if (c.caption)
          this.text(c.caption, {
            size: size - 1,
            weight: 400,
            align: 'center',
            color: MUTED,
            from,
            to,
            flow: false,
          });
        break;
      }
      case 'rows': {
        const sep = this.spec.language === 'fr' ? ' : ' : ': ';
        for (const row of c.rows) {
          this.y += this.text(`${row.label}${sep}${row.value}`, {
            size,
            weight: 400,
            align: 'start',
            color: ink,
            keepDigits: row.keepDigits,
            from,
            to,
            flow: false,
          });
        }
        break;
      }
      case 'squares':
        this.squares(c.items, c.perRow, from, to, inner.bottom, style);
        break;
      case 'table':
        this.gridTable(c, from, to, inner.bottom, size, style);
        break;
      case 'image':
        if (c.data) {
          const image = this.openImage(c.data);
          (d as unknown as { image(src: OpenedImage, x: number, y: number, o: object): Doc }).image(
            image,
            x,
            y,
            { fit: [w, h], align: 'center', valign: 'center' },
          );
        } else if (c.text) {
          this.y = y + Math.max(0, (h - size * 1.4 * LINE) / 2);
          this.text(c.text, {
            size: size + 4,
            weight: 700,
            align: 'center',
            color: primary,
            from: x,
            to: x + w,
            flow: false,
          });
        }
        break;
      case 'qr': {
        const captionH = c.caption ? (size - 2) * LINE : 0;
        const side = Math.max(24, Math.min(w, h - captionH));
        this.qr(c.text, x + (w - side) / 2, y, side);
        if (c.caption) {
          this.y = y + side;
          this.text(c.caption, {
            size: size - 2,
            weight: 400,
            align: 'center',
            color: MUTED,
            from: x,
            to: x + w,
            flow: false,
          });
        }
        break;
      }
      case 'signatures': {
        const span = (to - from) / Math.max(1, c.items.length);
        const line = inner.bottom - size * LINE - 4;
        c.items.forEach((title, i) => {
          const a = this.dir === 'rtl' ? to - span * (i + 1) : from + span * i;
          d.moveTo(a + span * 0.12, line)
            .lineTo(a + span * 0.88, line)
            .lineWidth(0.6)
            .strokeColor(MUTED)
            .stroke();
          this.y = line + 2;
          this.text(title, {
            size,
            weight: 700,
            align: 'center',
            color: ink,
            from: a,
            to: a + span,
            flow: false,
          });
        });
        break;
      }
    }
    this.y = save;
    d.restore();
  }

  private openImage(data: Buffer): OpenedImage {
    let image = this.images.get(data);
    if (!image) {
      image = (this.doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(data);
      this.images.set(data, image);
    }
    return image;
  }

  private squares(
    items: Array<{ label: string; fill: number }>,
    perRow: number,
    from: number,
    to: number,
    bottom: number,
    style: GridStyle,
  ): void {
    const d = this.doc;
    const rows = Math.ceil(items.length / perRow);
    const gap = 3;
    const side = Math.max(
      6,
      Math.min((to - from - gap * (perRow - 1)) / perRow, (bottom - this.y - gap * rows) / rows),
    );
    const width = side * perRow + gap * (perRow - 1);
    const start = (from + to - width) / 2;
    const primary = style.primary ?? DEEP;
    const label = Math.min(9, side * 0.42);
    items.forEach((item, i) => {
      const r = Math.floor(i / perRow);
      const c = i % perRow;
      const sx =
        this.dir === 'rtl' ? start + width - (c + 1) * side - c * gap : start + c * (side + gap);
      const sy = this.y + r * (side + gap);
      const fill = Math.max(0, Math.min(1, item.fill));
      d.save();
      d.rect(sx, sy, side, side)
        .lineWidth(0.5)
        .strokeColor(style.border ?? '#c9cfd4');
      d.fillColor('#ffffff').fillAndStroke();
      if (fill > 0) {
        // Filled from the bottom by the share memorised; a whole one in the primary colour.
        const fh = side * fill;
        d.rect(sx, sy + side - fh, side, fh)
          .fillColor(fill >= 1 ? primary : (style.accent ?? ACCENT))
          .fillOpacity(fill >= 1 ? 1 : 0.55)
          .fill();
      }
      d.restore();
      const save = this.y;
      this.y = sy + (side - label * LINE) / 2;
      this.text(item.label, {
        size: label,
        weight: 700,
        align: 'center',
        color: fill >= 1 ? '#ffffff' : INK,
        from: sx,
        to: sx + side,
        flow: false,
      });
      this.y = save;
    });
  }

  private gridTable(
    c: Extract<GridCell['content'], { type: 'table' }>,
    from: number,
    to: number,
    bottom: number,
    size: number,
    style: GridStyle,
  ): void {
    const total = c.columns.reduce((s, col) => s + (col.width ?? 1), 0);
    const span = to - from;
    const boxes: Array<[number, number]> = [];
    let offset = 0;
    for (const col of c.columns) {
      const w = (span * (col.width ?? 1)) / total;
      boxes.push(
        this.dir === 'rtl'
          ? [to - offset - w + 2, to - offset - 2]
          : [from + offset + 2, from + offset + w - 2],
      );
      offset += w;
    }
    const line = (cells: string[], weight: Weight, color: string) => {
      const h = size * LINE;
      if (this.y + h > bottom) return false;
      cells.forEach((cell, i) => {
        const box = boxes[i];
        if (!box) return;
        this.text(cell, {
          size,
          weight,
          align: 'start',
          color,
          from: box[0],
          to: box[1],
          flow: false,
        });
      });
      this.y += h;
      this.doc
        .moveTo(from, this.y - 1)
        .lineTo(to, this.y - 1)
        .lineWidth(0.3)
        .strokeColor(style.border ?? '#c9cfd4')
        .stroke();
      return true;
    };
    line(
      c.columns.map((col) => col.title),
      700,
      style.primary ?? DEEP,
    );
    if (c.rows.length === 0 && c.empty) {
      this.text(c.empty, {
        size,
        weight: 400,
        align: 'start',
        color: MUTED,
        from,
        to,
        flow: false,
      });
      return;
    }
    for (const row of c.rows) if (!line(row, 400, style.text ?? INK)) break;
  }

  // ---- page furniture --------------------------------------------------------------------

  private border(): void {
    const kind = this.spec.page?.border ?? 'none';
    if (kind === 'none') return;
    const m = this.margin / 2;
    const d = this.doc;
    const DEEP = this.spec.page?.borderColors?.primary ?? DEEP_DEFAULT;
    const ACCENT = this.spec.page?.borderColors?.accent ?? ACCENT_DEFAULT;
    if (kind === 'simple') {
      d.rect(m, m, this.width - 2 * m, this.height - 2 * m)
        .lineWidth(1)
        .strokeColor(DEEP)
        .stroke();
      return;
    }
    // Elegant: a heavy gold frame, a thin deep-green frame inside, corner lozenges.
    d.rect(m, m, this.width - 2 * m, this.height - 2 * m)
      .lineWidth(4)
      .strokeColor(ACCENT)
      .stroke();
    const n = m + 9;
    d.rect(n, n, this.width - 2 * n, this.height - 2 * n)
      .lineWidth(0.8)
      .strokeColor(DEEP)
      .stroke();
    const o = n + 5;
    d.rect(o, o, this.width - 2 * o, this.height - 2 * o)
      .lineWidth(0.4)
      .strokeColor(ACCENT)
      .stroke();
    for (const [cx, cy] of [
      [n, n],
      [this.width - n, n],
      [n, this.height - n],
      [this.width - n, this.height - n],
    ] as const) {
      d.save();
      d.polygon([cx, cy - 11], [cx + 11, cy], [cx, cy + 11], [cx - 11, cy])
        .fillColor(ACCENT)
        .fill();
      d.polygon([cx, cy - 5], [cx + 5, cy], [cx, cy + 5], [cx - 5, cy])
        .fillColor('#ffffff')
        .fill();
      d.restore();
    }
  }

  private header(): void {
    const header = this.spec.header;
    if (!header) return;
    if (header.logo) {
      let image = this.images.get(header.logo);
      if (!image) {
        image = (this.doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(
          header.logo,
        );
        this.images.set(header.logo, image);
      }
      const box = 56;
      (
        this.doc as unknown as { image(src: OpenedImage, x: number, y: number, o: object): Doc }
      ).image(image, (this.width - box) / 2, this.y, {
        fit: [box, box],
        align: 'center',
        valign: 'center',
      });
      this.y += box + 6;
    }
    if (header.organisationName) {
      this.text(header.organisationName, { size: 14, weight: 700, align: 'center', color: DEEP });
    }
    this.y += 6;
  }

  private footer(): void {
    const footer = this.spec.footer;
    if (!footer) return;
    const lang = this.spec.language;
    const top = this.height - this.margin - this.inset - FOOTER_HEIGHT + 8;
    const qrSize = footer.verifyUrl ? 64 : 0;
    // The QR code sits in the bottom corner on the end side (left in Arabic).
    const qrX = this.dir === 'rtl' ? this.left : this.right - qrSize;
    const textFrom = this.dir === 'rtl' ? this.left + qrSize + 12 : this.left;
    const textTo = this.dir === 'rtl' ? this.right : this.right - qrSize - 12;
    if (footer.verifyUrl) this.qr(footer.verifyUrl, qrX, top, qrSize);
    const save = this.y;
    this.y = top + 4;
    const sep = lang === 'fr' ? ' : ' : ': ';
    if (footer.serial) {
      // The serial stays in Latin digits: people type it on the verification page.
      const serialLine = `${translate(lang, 'documents.footer.serial')}${sep}\u2066${footer.serial}\u2069`;
      this.y += this.text(serialLine, {
        size: 10,
        weight: 700,
        align: 'start',
        color: INK,
        keepDigits: true,
        from: textFrom,
        to: textTo,
        flow: false,
      });
    }
    if (footer.issuedAt) {
      const digits = this.digitSystem;
      const hijri = formatDate(footer.issuedAt, { locale: lang, calendar: 'hijri', digits });
      const gregorian = formatDate(footer.issuedAt, {
        locale: lang,
        calendar: 'gregorian',
        digits,
      });
      const line = `${translate(lang, 'documents.footer.issued')}${sep}${hijri} — ${gregorian}`;
      this.y += this.text(line, {
        size: 10,
        weight: 400,
        align: 'start',
        color: INK,
        from: textFrom,
        to: textTo,
        flow: false,
      });
    }
    if (footer.verifyUrl) {
      this.y += this.text(translate(lang, 'documents.footer.verify'), {
        size: 8,
        weight: 400,
        align: 'start',
        color: MUTED,
        from: textFrom,
        to: textTo,
        flow: false,
      });
    }
    if (footer.note) {
      this.text(footer.note, {
        size: 8,
        weight: 400,
        align: 'start',
        color: MUTED,
        from: textFrom,
        to: textTo,
        flow: false,
      });
    }
    this.y = save;
  }

  private qr(text: string, x: number, y: number, size: number): void {
    const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = code.modules.size;
    const cell = size / n;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (code.modules.get(r, c))
          this.doc.rect(x + c * cell, y + r * cell, cell + 0.05, cell + 0.05);
      }
    }
    this.doc.fillColor('#000000').fill();
  }
}

/** Renders one document to a PDF. */
export async function renderPdf(spec: DocumentSpec): Promise<Buffer> {
  const doc = newDocument(spec.title);
  const done = collect(doc);
  new Painter(doc, spec, new WeakMap()).paint();
  doc.end();
  return done;
}

/**
 * Renders many documents into one PDF (a "book" to print at once). Pages are written out as
 * they are finished, fonts and a shared logo are embedded once; the specs are read one at a
 * time, so a generator keeps only one document's data in memory.
 */
export async function renderPdfBook(
  specs: Iterable<DocumentSpec> | AsyncIterable<DocumentSpec>,
  onDocument?: (done: number) => void | Promise<void>,
): Promise<Buffer> {
  let doc: Doc | null = null;
  let done: Promise<Buffer> | null = null;
  const images = new WeakMap<Buffer, OpenedImage>();
  let count = 0;
  for await (const spec of specs) {
    if (!doc) {
      doc = newDocument(spec.title);
      done = collect(doc);
    }
    new Painter(doc, spec, images).paint();
    count += 1;
    if (onDocument) await onDocument(count);
    // Let the stream hand pages on between documents.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (!doc || !done) {
    doc = newDocument(undefined);
    done = collect(doc);
    doc.addPage();
  }
  doc.end();
  return done;
}
