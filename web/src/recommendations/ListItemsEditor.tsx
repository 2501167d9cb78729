import { ActionIcon, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { RECOMMENDATION_LIMITS } from '@spielraum/schema';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './recommendations.module.css';

/** A game of the list as the form holds it: the request's item plus what the row shows. */
export interface FormItem {
  product_id: number;
  title: string;
  note: string;
}

type Direction = 'up' | 'down';

/**
 * The list's games in order, each with its note, "nach oben"/"nach unten", a drag handle and
 * "entfernen". After a move by button the focus stays on the moved game's button (or its other
 * one once it reached an end), so a keyboard user can keep moving it; `onMoved` lets the page
 * announce the new place.
 */
export function ListItemsEditor({
  items,
  errorOf,
  onMove,
  onRemove,
  onNoteChange,
}: {
  items: readonly FormItem[];
  errorOf(path: string): string | null;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  onNoteChange(index: number, note: string): void;
}) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // the moved game's button to focus once the new order has rendered
  const focusAfterMove = useRef<{ productId: number; direction: Direction } | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);

  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (wanted === null) return;
    focusAfterMove.current = null;
    const same = buttons.current.get(`${wanted.productId}-${wanted.direction}`);
    const other = buttons.current.get(`${wanted.productId}-${wanted.direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [items]);

  const buttonRef = (productId: number, direction: Direction) => (element: HTMLButtonElement | null) => {
    const key = `${productId}-${direction}`;
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const move = (index: number, direction: Direction) => {
    const item = items[index];
    if (!item) return;
    onMove(index, direction === 'up' ? index - 1 : index + 1);
    focusAfterMove.current = { productId: item.product_id, direction };
  };

  const dragProps = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (dropTarget !== index) setDropTarget(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragging !== null && dragging !== index) onMove(dragging, index);
      setDragging(null);
      setDropTarget(null);
    },
  });

  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('recommendations.gamesEmpty')}
      </Text>
    );

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('recommendations.gamesOrderHint')}
      </Text>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Paper
            component="li"
            key={item.product_id}
            withBorder
            p="sm"
            className={classes.itemRow}
            data-dragging={dragging === index || undefined}
            data-drop-target={(dropTarget === index && dragging !== index) || undefined}
            aria-label={item.title}
            {...dragProps(index)}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {/* pointer users drag the row by its handle; keyboard users have the buttons beside it */}
                  <span
                    className={classes.dragHandle}
                    draggable
                    aria-hidden="true"
                    title={t('recommendations.dragHandle', { title: item.title })}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(item.product_id));
                      const row = event.currentTarget.closest('li');
                      if (row) event.dataTransfer.setDragImage(row, 16, 16);
                      setDragging(index);
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setDropTarget(null);
                    }}
                  >
                    ⠿
                  </span>
                  <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {index + 1}. {item.title}
                  </Text>
                </Group>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    ref={buttonRef(item.product_id, 'up')}
                    variant="subtle"
                    aria-label={t('recommendations.moveUp', { title: item.title })}
                    disabled={index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    ref={buttonRef(item.product_id, 'down')}
                    variant="subtle"
                    aria-label={t('recommendations.moveDown', { title: item.title })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('recommendations.remove', { title: item.title })}
                    onClick={() => onRemove(index)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Group>
              <Textarea
                label={t('recommendations.note', { title: item.title })}
                description={t('recommendations.characters', {
                  count: item.note.length,
                  max: RECOMMENDATION_LIMITS.noteMaxLength,
                })}
                autosize
                minRows={2}
                value={item.note}
                error={errorOf(`items.${index}.note`)}
                onChange={(event) => onNoteChange(index, event.currentTarget.value)}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
