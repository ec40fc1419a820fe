// The data types the concept pages count memory in. Bytes per element from
// the types' widths (32, 16, 16 and 8 bits); names as JAX spells them
// (jnp.float32, jnp.float16, jnp.bfloat16, jnp.float8_e4m3fn).
#include "core/dtype.h"

#include <QTest>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Dtype)

class TestDtype : public QObject
{
    Q_OBJECT

private slots:
    void bytesAndNameOfEachDtype_data();
    void bytesAndNameOfEachDtype();
};

void TestDtype::bytesAndNameOfEachDtype_data()
{
    QTest::addColumn<Dtype>("dtype");
    QTest::addColumn<quint64>("bytes");
    QTest::addColumn<QString>("name");
    QTest::newRow("float32") << Dtype::Float32 << quint64(4) << u"float32"_s;
    QTest::newRow("float16") << Dtype::Float16 << quint64(2) << u"float16"_s;
    QTest::newRow("bfloat16") << Dtype::BFloat16 << quint64(2) << u"bfloat16"_s;
    QTest::newRow("float8") << Dtype::Float8 << quint64(1) << u"float8_e4m3fn"_s;
}

void TestDtype::bytesAndNameOfEachDtype()
{
    QFETCH(Dtype, dtype);
    QFETCH(quint64, bytes);
    QFETCH(QString, name);
    QCOMPARE(bytesPerElement(dtype), bytes);
    QCOMPARE(QString(dtypeName(dtype)), name);
}

QTEST_GUILESS_MAIN(TestDtype)
#include "tst_dtype.moc"
