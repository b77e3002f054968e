import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { NumberInput, Textarea, TextInput } from '@mantine/core';

/*
 * Mantine's TextInput, Textarea and NumberInput with the stylesheets they need. Mantine renders them on
 * the server and in the browser alike (decision 019).
 */
export { NumberInput, Textarea, TextInput };
