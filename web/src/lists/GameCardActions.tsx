import { Group } from '@mantine/core';
import { AddToListMenu } from './AddToListMenu';
import { IgnoreGameButton } from './IgnoreGameButton';
import classes from './lists.module.css';

/**
 * The list actions of a game card: "Merken" (wish lists, collections) and "Ignorieren". They
 * sit above the card's whole-card title link, so they stay separate click and tab targets.
 */
export function GameCardActions({ game }: { game: { product_id: number; title: string } }) {
  return (
    <Group gap={6} justify="flex-end" className={classes.cardActions}>
      <IgnoreGameButton productId={game.product_id} title={game.title} />
      <AddToListMenu productId={game.product_id} title={game.title} />
    </Group>
  );
}
