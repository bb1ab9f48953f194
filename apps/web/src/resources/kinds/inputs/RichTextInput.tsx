import { RichTextEditor } from '../../../app/richtext/index.ts';
import { resourceApi } from '../../resource-api.ts';
import type { InputProps } from '../kind-types.ts';

/**
 * A rich-text field in the generic form: the shared editor (docs/rich-text.md), whose images
 * are uploaded for this field (`/api/files?resource=&field=`) and claimed by the record when it
 * is saved.
 */
export function RichTextInput(p: InputProps) {
  return (
    <RichTextEditor
      name={p.name}
      label={p.label}
      value={typeof p.value === 'string' ? p.value : null}
      onChange={p.onChange}
      required={p.required}
      disabled={p.disabled}
      {...(p.error === undefined ? {} : { error: p.error })}
      {...(p.helperText === undefined ? {} : { helperText: p.helperText })}
      uploadImage={async (file) => {
        const stored = await resourceApi.upload(p.def.name, p.name, file);
        // The server answers every upload with its signed address.
        return stored.url ?? `/api/files/${stored.id}`;
      }}
    />
  );
}
