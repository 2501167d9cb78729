import { Input, Menu, Modal, Text } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import type { MagazineDocument, MagazineImage } from '@spielraum/schema';
import { useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toEditorContent, toMagazineDocument } from './editor-document';
import classes from './editorial.module.css';
import { ImageUploadForm } from './ImageUploadForm';
import { EditorLookupsContext, magazineExtensions, type EditorLookups } from './magazine-nodes';
import { VideoInsertForm } from './VideoInsertForm';

function useGermanLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return {
    boldControlLabel: t('editorial.toolBold'),
    italicControlLabel: t('editorial.toolItalic'),
    underlineControlLabel: t('editorial.toolUnderline'),
    strikeControlLabel: t('editorial.toolStrike'),
    linkControlLabel: t('editorial.toolLink'),
    unlinkControlLabel: t('editorial.toolUnlink'),
    h2ControlLabel: t('editorial.toolH2'),
    h3ControlLabel: t('editorial.toolH3'),
    h4ControlLabel: t('editorial.toolH4'),
    bulletListControlLabel: t('editorial.toolBulletList'),
    orderedListControlLabel: t('editorial.toolOrderedList'),
    blockquoteControlLabel: t('editorial.toolBlockquote'),
    hrControlLabel: t('editorial.toolHr'),
    undoControlLabel: t('editorial.toolUndo'),
    redoControlLabel: t('editorial.toolRedo'),
    linkEditorInputLabel: t('editorial.linkInputLabel'),
    linkEditorInputPlaceholder: t('editorial.linkInputPlaceholder'),
    linkEditorSave: t('editorial.linkSave'),
    linkEditorExternalLink: t('editorial.linkInputLabel'),
    linkEditorInternalLink: t('editorial.linkInputLabel'),
  };
}

/**
 * An inserted image, game card or video followed by an empty paragraph, so the cursor lands after it:
 * otherwise the new block stays selected and the next insertion or keystroke replaces it.
 */
function blockThenParagraph(block: { type: string; attrs: Record<string, unknown> }) {
  return [block, { type: 'paragraph' }];
}

type BodyEditorProps = {
  initial: MagazineDocument;
  error: string | null;
  onChange(doc: MagazineDocument): void;
  /** The field's label and the writing area's name; "Artikeltext" when left out. */
  label?: string;
} & (
  | { withMedia?: true; lookups: EditorLookups; onImageUploaded(image: MagazineImage): void }
  /** Text only (the static pages): no "Bild einfügen", "Spiel einfügen" and "Video einfügen". */
  | { withMedia: false; lookups?: undefined; onImageUploaded?: undefined }
);

const NO_LOOKUPS: EditorLookups = { images: new Map(), games: new Map() };

/**
 * The post's body: Mantine's rich-text editor over Tiptap with exactly the blocks and marks
 * the API stores, plus "Bild einfügen" (upload, then an image node with alt text and caption)
 * "Spiel einfügen" (a game card of one of the featured games) and "Video einfügen" (a YouTube
 * or Vimeo address, stored as provider and video id). Every change is handed on
 * as the stored document (`toMagazineDocument`), so the form holds what "Speichern" sends.
 * With `withMedia={false}` (the static pages) it offers text only.
 */
export function BodyEditor({
  initial,
  lookups = NO_LOOKUPS,
  error,
  onChange,
  onImageUploaded,
  label,
  withMedia = true,
}: BodyEditorProps) {
  const { t } = useTranslation();
  const fieldLabel = label ?? t('editorial.body');
  const labels = useGermanLabels();
  const [imageDialog, setImageDialog] = useState(false);
  const [videoDialog, setVideoDialog] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [extensions] = useState(magazineExtensions);
  const [content] = useState(() => toEditorContent(initial));
  const editor = useEditor({
    extensions,
    content,
    // the server renders the page without the editor; it starts in the browser
    immediatelyRender: false,
    // the toolbar's buttons show whether bold, a heading … is active at the cursor
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': fieldLabel,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChangeRef.current(toMagazineDocument(changed.getJSON())),
  });
  const games = [...lookups.games.values()];

  return (
    <Input.Wrapper label={fieldLabel} labelElement="div" error={error}>
      <EditorLookupsContext.Provider value={lookups}>
        <RichTextEditor editor={editor} labels={labels} mt={4}>
          <RichTextEditor.Toolbar aria-label={t('editorial.toolbar')}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link
                disableTooltips
                // the page decides itself that other sites open in a new tab
                styles={{ linkEditorExternalControl: { display: 'none' } }}
              />
              <RichTextEditor.Unlink />
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
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
            {withMedia && (
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Control
                  px="xs"
                  w="auto"
                  aria-label={t('editorial.insertImage')}
                  onClick={() => setImageDialog(true)}
                  disabled={editor === null}
                >
                  {t('editorial.insertImage')}
                </RichTextEditor.Control>
                <Menu position="bottom-start" withinPortal>
                  <Menu.Target>
                    <RichTextEditor.Control
                      px="xs"
                      w="auto"
                      aria-label={t('editorial.insertGame')}
                      title={games.length === 0 ? t('editorial.insertGameNone') : undefined}
                      disabled={editor === null || games.length === 0}
                    >
                      {t('editorial.insertGame')}
                    </RichTextEditor.Control>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>{t('editorial.insertGameFrom')}</Menu.Label>
                    {games.map((game) => (
                      <Menu.Item
                        key={game.product_id}
                        onClick={() =>
                          editor
                            ?.chain()
                            .focus()
                            .insertContent(
                              blockThenParagraph({ type: 'gameCard', attrs: { productId: game.product_id } }),
                            )
                            .run()
                        }
                      >
                        {game.title}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
                <RichTextEditor.Control
                  px="xs"
                  w="auto"
                  aria-label={t('editorial.insertVideo')}
                  onClick={() => setVideoDialog(true)}
                  disabled={editor === null}
                >
                  {t('editorial.insertVideo')}
                </RichTextEditor.Control>
              </RichTextEditor.ControlsGroup>
            )}
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content className={classes.bodyContent} />
        </RichTextEditor>
      </EditorLookupsContext.Provider>
      {withMedia && games.length === 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('editorial.insertGameNone')}
        </Text>
      )}
      <Modal
        opened={withMedia && imageDialog}
        onClose={() => setImageDialog(false)}
        title={t('editorial.insertImageTitle')}
        closeButtonProps={{ 'aria-label': t('editorial.close') }}
      >
        <ImageUploadForm
          withCaption
          submitLabel={t('editorial.insertImageSubmit')}
          onCancel={() => setImageDialog(false)}
          onUploaded={({ image, alt, caption }) => {
            onImageUploaded?.(image);
            setImageDialog(false);
            editor
              ?.chain()
              .focus()
              .insertContent(
                blockThenParagraph({ type: 'image', attrs: { imageId: image.id, alt, caption } }),
              )
              .run();
          }}
        />
      </Modal>
      <Modal
        opened={withMedia && videoDialog}
        onClose={() => setVideoDialog(false)}
        title={t('editorial.insertVideoTitle')}
        closeButtonProps={{ 'aria-label': t('editorial.close') }}
      >
        <VideoInsertForm
          onCancel={() => setVideoDialog(false)}
          onInsert={(video) => {
            setVideoDialog(false);
            editor
              ?.chain()
              .focus()
              .insertContent(blockThenParagraph({ type: 'video', attrs: video }))
              .run();
          }}
        />
      </Modal>
    </Input.Wrapper>
  );
}
