import { createContext, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/**
 * The server render's store of the site's header and footer contents (client/ssr/fragments.ts): the
 * same for every page a visitor sees in a language with the same settings, so the server renders them
 * once per such visitor and page address, and reuses the markup. None in the browser.
 */
export interface ServerFragments {
  /** The kept content of this element for the render's visitor and address, if any. */
  get(name: string): string | undefined;
  /** The attribute that marks an element whose content the server keeps once rendered. */
  readonly marker: string;
}

export const ServerFragmentsContext = createContext<ServerFragments | null>(null);

type Tag = 'header' | 'footer';
type ServerCachedProps<T extends Tag> = ComponentPropsWithoutRef<T> & {
  component: T;
  /** The element's name in the store (one element per name on a page). */
  name: string;
  children: ReactNode;
};

/**
 * `<header>`/`<footer>` with its children, as in the browser; on the server, its content is the markup
 * kept from an earlier render for the same visitor, language, settings and page address when there is
 * one (the browser hydrates it as the children's own: it is their markup). The children may read the
 * visitor, language, settings and page address, nothing else (not the query string, not page data).
 */
export function ServerCached<T extends Tag>({
  component,
  name,
  children,
  ...attributes
}: ServerCachedProps<T>) {
  const fragments = useContext(ServerFragmentsContext);
  const Element = component as Tag;
  if (!fragments) return <Element {...attributes}>{children}</Element>;
  const html = fragments.get(name);
  if (html !== undefined) return <Element {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Element {...{ [fragments.marker]: name }} {...attributes}>
      {children}
    </Element>
  );
}
