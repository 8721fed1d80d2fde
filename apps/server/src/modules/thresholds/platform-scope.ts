/** Who acts: their platform (null sees every platform) and name. */
export interface Actor {
  platformType: number | null;
  name: string;
}
