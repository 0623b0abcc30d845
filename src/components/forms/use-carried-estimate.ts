import { useEffect, useRef, useState } from "react";
import { receiveEstimates, withEstimate } from "@/lib/carried-estimate";

/**
 * The calculator's estimate carried to this form (lib/carried-estimate.ts): `note` once one is,
 * and a ref for a text field (the contact message, the landing notes) that gets it written in
 * below what the visitor typed, while it fits the field's maxLength.
 */
export function useCarriedEstimate() {
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(
    () =>
      receiveEstimates((carried) => {
        setNote(carried);
        if (field.current)
          field.current.value = withEstimate(field.current.value, carried, field.current.maxLength);
      }),
    [],
  );
  return { note, field };
}
