import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import {
  NumberInput as MantineNumberInput,
  Textarea as MantineTextarea,
  TextInput as MantineTextInput,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import {
  ServerNumberInput,
  ServerTextarea,
  ServerTextInput,
  servesNumberInput,
  servesTextarea,
  servesTextInput,
} from './serverFields';

/*
 * Mantine's TextInput, Textarea and NumberInput for the server-rendered public forms: the server writes
 * their markup (serverFields.tsx) when it can, the browser hydrates it with Mantine's components, which
 * it always renders. The browser's bundle leaves the server's writers out (import.meta.env.SSR).
 */

export function TextInput(props: TextInputProps) {
  if (import.meta.env.SSR && servesTextInput(props)) return <ServerTextInput {...props} />;
  return <MantineTextInput {...props} />;
}

export function Textarea(props: TextareaProps) {
  if (import.meta.env.SSR && servesTextarea(props)) return <ServerTextarea {...props} />;
  return <MantineTextarea {...props} />;
}

export function NumberInput(props: NumberInputProps) {
  if (import.meta.env.SSR && servesNumberInput(props)) return <ServerNumberInput {...props} />;
  return <MantineNumberInput {...props} />;
}
