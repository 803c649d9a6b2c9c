/** A labelled text input with its hint and error wired to it for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  type?: "text" | "password";
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  hint?: string;
  error?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}) {
  const describedBy = [props.hint ? `${props.id}-hint` : null, props.error ? `${props.id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block font-medium">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? "text"}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete={props.autoComplete}
        required={props.required}
        minLength={props.minLength}
        maxLength={props.maxLength}
        pattern={props.pattern}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        className="w-full rounded border border-stone-400 bg-white px-3 py-2"
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-sm text-stone-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}
