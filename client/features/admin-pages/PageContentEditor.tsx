import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto, IconTable } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker } from '@client/features/admin-media/MediaPicker';

interface Props {
  value: string;
  onChange(html: string): void;
  labelId: string;
}

/** The page body: headings, lists, links, quotes, tables and images from the media library. */
export function PageContentEditor({ value, onChange, labelId }: Props) {
  const { t } = useTranslation('pages');
  const [pickerOpen, setPickerOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar aria-label={t('admin.editor.label')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              aria-label={t('admin.editor.insertImage')}
              title={t('admin.editor.insertImage')}
              onClick={() => setPickerOpen(true)}
            >
              <IconPhoto size={16} aria-hidden="true" />
            </RichTextEditor.Control>
            <RichTextEditor.Control
              aria-label={t('admin.editor.insertTable')}
              title={t('admin.editor.insertTable')}
              onClick={() =>
                editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
              }
            >
              <IconTable size={16} aria-hidden="true" />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <MediaPicker
        opened={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onPick={(m) => editor?.chain().focus().setImage({ src: m.url, alt: m.alt }).run()}
      />
    </>
  );
}
