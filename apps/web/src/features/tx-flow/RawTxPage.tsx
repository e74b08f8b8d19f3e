/** Raw transaction flow: to, value, data, operation (work in progress: being built in this session). */
export function RawTxPage() {
  return (
    <section className="page">
      <h1>Raw transaction</h1>
    </section>
  )
}
