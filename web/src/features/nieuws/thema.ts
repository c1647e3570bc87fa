import type { EditorThemeClasses } from 'lexical';

/** Class names start with 'editor-': the only classes the server's news sanitiser keeps. */
export const nieuwsThema: EditorThemeClasses = {
  paragraph: 'editor-paragraph',
  heading: { h2: 'editor-heading-h2', h3: 'editor-heading-h3' },
  list: { ul: 'editor-list-ul', ol: 'editor-list-ol', listitem: 'editor-listitem' },
  link: 'editor-link',
  quote: 'editor-quote',
  text: {
    bold: 'editor-text-bold',
    italic: 'editor-text-italic',
    underline: 'editor-text-underline',
    strikethrough: 'editor-text-strikethrough',
  },
};
