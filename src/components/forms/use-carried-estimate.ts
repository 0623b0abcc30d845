import { useEffect, useRef, useState } from "react";
import { receiveEstimates, withEstimate, type CarriedEstimate } from "@/leads/carried-estimate";

/**
 * The calculator's estimate carried to this form (leads/carried-estimate.ts): `estimate` once one
 * is, and a ref for a text field (the contact message, the landing notes) that gets its note
 * written in below what the visitor typed, while it fits the field's maxLength.
 */
export function useCarriedEstimate() {
  const field = useRef<HTMLTextAreaElement>(null);
  const [estimate, setEstimate] = useState<CarriedEstimate | null>(null);
  useEffect(
    () =>
      receiveEstimates((carried) => {
        setEstimate(carried);
        if (field.current) {
          field.current.value = withEstimate(
            field.current.value,
            carried.note,
            field.current.maxLength,
          );
        }
      }),
    [],
  );
  return { estimate, field };
}
