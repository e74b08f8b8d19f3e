/** Picks a new transaction flow: send tokens, send an NFT, contract interaction (being built in this session). */
export function NewTxPage() {
  return (
    <section className="page">
      <h1>New transaction</h1>
    </section>
  )
}
