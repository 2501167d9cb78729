import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CATEGORY_TILES, GENRE_TILES, THEME_WORLD_TILES } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedTitle } from '../i18n/localized';
import classes from './start.module.css';
import { categoryTileHref, genreHref, themeWorldHref } from './tile-links';

function ChipLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="light" radius="xl" size="sm">
      {label}
    </Button>
  );
}

/** Start page: hero, category tiles, genre and theme-world chips. */
export function StartPage() {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();

  return (
    <>
      <title>{t('app.pageTitle', { title: t('start.heroTitle') })}</title>
      <Box className={classes.hero} py={{ base: 40, sm: 64 }}>
        <Container size="xl">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
              {t('start.heroTitle')}
            </Title>
            <Text size="lg" c="dark.6">
              {t('start.heroText')}
            </Text>
            <Group>
              <Button component={Link} to="/games" size="md">
                {t('start.browseAll')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py="xl">
        <Stack gap={40}>
          <Box component="section" aria-labelledby="start-categories">
            <Title order={2} id="start-categories" mb="md">
              {t('start.categoriesHeading')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
              {CATEGORY_TILES.map((tile) => (
                <Card
                  key={tile.slug}
                  component={Link}
                  to={categoryTileHref(tile.term)}
                  withBorder
                  padding="md"
                  className={classes.tile}
                  style={{ '--tile-color': tile.color }}
                >
                  {localized(tile.title)}
                </Card>
              ))}
            </SimpleGrid>
          </Box>

          <Box component="section" aria-labelledby="start-genres">
            <Title order={2} id="start-genres" mb="md">
              {t('start.genresHeading')}
            </Title>
            <Group gap="sm">
              {GENRE_TILES.map((genre) => (
                <ChipLink key={genre.slug} to={genreHref(genre.term)} label={localized(genre.title)} />
              ))}
            </Group>
          </Box>

          <Box component="section" aria-labelledby="start-theme-worlds">
            <Title order={2} id="start-theme-worlds" mb="md">
              {t('start.themeWorldsHeading')}
            </Title>
            <Group gap="sm">
              {THEME_WORLD_TILES.map((world) => (
                <ChipLink key={world.slug} to={themeWorldHref(world.slug)} label={world.title} />
              ))}
            </Group>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
