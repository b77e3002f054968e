import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/tiptap/styles.css';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto, IconTable } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { NodeSelection } from '@tiptap/pm/state';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker } from './MediaPicker';
import type { Locale } from '@shared/i18n/language';
import classes from './RichContentEditor.module.css';

interface Props {
  /** The HTML the editor starts from (and is reset to when it changes from outside, e.g. a loaded post). */
  value: string;
  onChange(html: string): void;
  /** The id of the element that names the editor. */
  labelId: string;
  invalid?: boolean;
  /**
   * The image button opens a dialog that also takes an image's address; without it, the button opens
   * the media library directly.
   */
  imageAddress?: boolean;
  /** Gives the parent the editor, for text streamed in (the AI writer). */
  onEditor?(editor: Editor | null): void;
  /** The content's language: images from the library get their alt text in it. */
  language?: Locale;
}

/**
 * The rich text of posts and pages: headings, lists, links, quotes, tables and images from the media
 * library. What it produces is what the server's sanitizer allows (server/features/pages/sanitize-html.ts).
 */
export function RichContentEditor({
  value,
  onChange,
  labelId,
  invalid,
  imageAddress,
  onEditor,
  language,
}: Props) {
  const { t } = useTranslation('media');
  const [imageOpen, setImageOpen] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [imageUrl, setImageUrl] = useState('');
  const [imageAlt, setImageAlt] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  useEffect(() => {
    onEditor?.(editor ?? null);
  }, [editor, onEditor]);

  // Content loaded (or text generated) outside the editor replaces what it shows.
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const insertImage = (src: string, alt: string) => {
    if (!editor) return;
    editor.chain().focus().setImage({ src, alt }).run();
    // An image inserted where no text follows stays selected, and the next insertion (another image,
    // or typing) would replace it: writing goes on in a paragraph after it.
    if (editor.state.selection instanceof NodeSelection) editor.commands.createParagraphNear();
  };
  const closeImageDialog = () => {
    setImageOpen(false);
    setImageUrl('');
    setImageAlt('');
  };

  return (
    <>
      <RichTextEditor
        editor={editor}
        style={invalid ? { borderColor: 'var(--mantine-color-red-8)' } : undefined}
      >
        <RichTextEditor.Toolbar aria-label={t('editor.toolbar')}>
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
              aria-label={t('editor.insertImage')}
              title={t('editor.insertImage')}
              onClick={() => (imageAddress ? setImageOpen(true) : setLibraryOpen(true))}
            >
              <IconPhoto size={16} aria-hidden="true" />
            </RichTextEditor.Control>
            <RichTextEditor.Control
              aria-label={t('editor.insertTable')}
              title={t('editor.insertTable')}
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
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
      {imageAddress && (
        <Modal
          opened={imageOpen}
          onClose={closeImageDialog}
          title={t('editor.insertImage')}
          closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              e.stopPropagation(); // not up to the post or page editor's form (see MediaUploadForm)
              if (imageUrl.trim()) insertImage(imageUrl.trim(), imageAlt.trim());
              closeImageDialog();
            }}
          >
            <Stack>
              <Button
                variant="light"
                leftSection={<IconPhoto size={16} aria-hidden="true" />}
                onClick={() => setLibraryOpen(true)}
              >
                {t('editor.pickImage')}
              </Button>
              <TextInput
                label={t('editor.imageUrl')}
                value={imageUrl}
                onChange={(e) => setImageUrl(e.currentTarget.value)}
              />
              <TextInput
                label={t('editor.imageAlt')}
                value={imageAlt}
                onChange={(e) => setImageAlt(e.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={closeImageDialog}>
                  {t('cancel')}
                </Button>
                <Button type="submit">{t('editor.insert')}</Button>
              </Group>
            </Stack>
          </form>
        </Modal>
      )}
      <MediaPicker
        opened={libraryOpen}
        contentLanguage={language}
        onClose={() => setLibraryOpen(false)}
        onPick={(m) => {
          insertImage(m.url, m.alt);
          closeImageDialog();
        }}
      />
    </>
  );
}
