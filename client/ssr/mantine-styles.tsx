import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '@client/app/theme';

/**
 * The two `<style>` elements MantineProvider writes first (the theme's CSS variables and its
 * hidden-from/visible-from classes), as the server renders them: the same for every page and visitor,
 * so they are made once here instead of on every render (merging and converting the theme's hundreds of
 * variables was a tenth of a page's render). The server's render turns MantineProvider's own off and
 * puts these in their place (client/app/AppProviders.tsx); the browser's MantineProvider writes the same
 * elements, so hydration matches.
 */
function mantineStyleContents(): { variables: string; classes: string } {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {null}
    </MantineProvider>,
  );
  const variables = /^<style data-mantine-styles="true">([^]*?)<\/style>/.exec(markup);
  const classes = /<style data-mantine-styles="classes">([^]*?)<\/style>$/.exec(markup);
  if (!variables || !classes) throw new Error(`MantineProvider's styles are not as expected: ${markup}`);
  return { variables: variables[1]!, classes: classes[1]! };
}

let contents: ReturnType<typeof mantineStyleContents> | undefined;

/** MantineProvider's first two elements, made once (render inside MantineProvider, before anything else). */
export function MantineStyles() {
  contents ??= mantineStyleContents();
  return (
    <>
      <style data-mantine-styles dangerouslySetInnerHTML={{ __html: contents.variables }} />
      <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: contents.classes }} />
    </>
  );
}
