/** What the rich-text editor takes (the same for the lazy shell and the editor itself). */
export interface RichTextEditorProps {
  /** The field's name (the editable area is `data-testid="rich-<name>"`). */
  name: string;
  label: string;
  /** Stored HTML, or null for nothing. */
  value: string | null;
  /** The new HTML, or null when the text is empty. */
  onChange(value: string | null): void;
  required?: boolean;
  disabled?: boolean;
  /** A translated problem shown under the editor. */
  error?: string;
  helperText?: string;
  /** Stores an image file and gives its address; without it only web images can be added. */
  uploadImage?: (file: File) => Promise<string>;
}
