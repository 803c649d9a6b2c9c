"use client";

import { useEffect, useState } from "react";

/** False until the component has hydrated: buttons that act stay disabled until their handlers exist. */
export function useReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
