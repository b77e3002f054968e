import type { Editor } from '@tiptap/react';
import { RichContentEditor } from '@client/features/media/admin/RichContentEditor';
import type { Locale } from '@shared/i18n/language';

interface Props {
  /** The HTML the editor starts from (and is reset to when it changes from outside, e.g. a loaded post). */
  value: string;
  onChange(html: string): void;
  label: string;
  labelId: string;
  error?: string;
  /** Gives the parent the editor, for text streamed in (the AI writer). */
  onEditor?(editor: Editor | null): void;
  /** The post's language: images from the library get their alt text in it. */
  language: Locale;
}

/** The post body with its label and error; images come from the media library or an address. */
export function PostContentEditor({ value, onChange, label, labelId, error, onEditor, language }: Props) {
  return (
    <div>
      <div id={labelId} style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 }}>
        {label}
      </div>
      <RichContentEditor
        value={value}
        onChange={onChange}
        labelId={labelId}
        invalid={Boolean(error)}
        imageAddress
        onEditor={onEditor}
        language={language}
      />
      {error && (
        <div
          role="alert"
          style={{
            color: 'var(--mantine-color-red-8)',
            fontSize: 'var(--mantine-font-size-xs)',
            marginTop: 4,
          }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
